import { describe, expect, it } from 'vitest';
import { initialWindowState, trackWindowState, WINDOW_STATE_KEY, type TrackedWindow } from './window-state.ts';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const external = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('initial window state', () => {
  it('restores the saved bounds while they are on a display', () => {
    expect(initialWindowState({ x: 1600, y: 100, width: 1400, height: 900, maximized: false }, [laptop, external])).toEqual({
      bounds: { x: 1600, y: 100, width: 1400, height: 900 },
      maximized: false,
    });
  });
  it('keeps the size but lets the OS place a window whose display is gone', () => {
    expect(initialWindowState({ x: 1600, y: 100, width: 1400, height: 900, maximized: true }, [laptop])).toEqual({ bounds: { width: 1400, height: 900 }, maximized: true });
  });
  it('opens at the default size without (or with a broken) saved state, and never below the minimum', () => {
    expect(initialWindowState(undefined, [laptop])).toEqual({ bounds: { width: 1280, height: 800 }, maximized: false });
    expect(initialWindowState({ x: 'a' }, [laptop]).bounds).toEqual({ width: 1280, height: 800 });
    expect(initialWindowState({ x: 10, y: 10, width: 100, height: 100 }, [laptop]).bounds).toEqual({ x: 10, y: 10, width: 360, height: 500 });
  });
});

describe('trackWindowState', () => {
  it('saves the normal bounds and maximised state, not while minimised', () => {
    const listeners: Record<string, () => void> = {};
    const state = { maximized: false, minimized: false };
    const win: TrackedWindow = {
      on: (event, listener) => void (listeners[event] = listener),
      isMaximized: () => state.maximized,
      isMinimized: () => state.minimized,
      isFullScreen: () => false,
      getNormalBounds: () => ({ x: 5, y: 6, width: 1000, height: 700 }),
    };
    const data: Record<string, unknown> = {};
    let scheduled: (() => void) | undefined;
    trackWindowState(win, { get: (k) => data[k], set: (k, v) => void (data[k] = v), delete: () => undefined }, {
      set: ((fn: () => void) => ((scheduled = fn), 1)) as unknown as typeof setTimeout,
      clear: (() => undefined) as typeof clearTimeout,
    });
    state.maximized = true;
    listeners.maximize!();
    scheduled!();
    expect(data[WINDOW_STATE_KEY]).toEqual({ x: 5, y: 6, width: 1000, height: 700, maximized: true });
    state.minimized = true;
    delete data[WINDOW_STATE_KEY];
    listeners.close!();
    expect(data[WINDOW_STATE_KEY]).toBeUndefined();
  });
});
