import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

/** A stand-in for the browser's IntersectionObserver whose answers the test gives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

function Box() {
  const [ref, near] = useNearViewport('300px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers "far" until the element comes within the margin, then "near" for good, and stops observing', () => {
    render(<Box />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer!.options?.rootMargin).toBe('300px');
    expect(observer!.observed).toEqual([screen.getByText('far')]);

    act(() => observer!.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();

    act(() => observer!.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('counts everything as near where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Box />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
