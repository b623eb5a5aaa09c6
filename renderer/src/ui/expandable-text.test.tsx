import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpandableText } from './expandable-text.tsx';

/** A stand-in for the browser's ResizeObserver that reports when the test says the layout changed. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** Lays the paragraph out as the browser would: `full` px of text in a box of `shown` px. */
function layOut(element: Element, full: number, shown: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: full });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: shown });
  act(() => FakeResizeObserver.instances.at(-1)!.report());
}

describe('ExpandableText', () => {
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cuts the text to its rows and offers "more" only when the text does not fit', () => {
    render(<ExpandableText rows={2}>A short note</ExpandableText>);
    const paragraph = screen.getByText('A short note');
    expect(paragraph).toHaveClass('ant-typography-ellipsis-multiple-line');
    expect(paragraph).toHaveStyle({ WebkitLineClamp: '2' });
    layOut(paragraph, 44, 44);
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
    // The window narrows: the same text now takes three lines.
    layOut(paragraph, 66, 44);
    expect(screen.getByRole('button', { name: 'more' })).toBeVisible();
  });

  it('shows the whole text on "more", and stops watching its size', async () => {
    render(<ExpandableText rows={2}>{'A long request message. '.repeat(20)}</ExpandableText>);
    const paragraph = screen.getByText(/A long request message/);
    layOut(paragraph, 120, 44);
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(paragraph).not.toHaveClass('ant-typography-ellipsis');
    expect(paragraph.style.webkitLineClamp).toBe('');
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
    expect(FakeResizeObserver.instances[0]!.disconnected).toBe(true);
  });
});
