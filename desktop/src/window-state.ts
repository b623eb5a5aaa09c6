import { z } from 'zod';
import type { KeyValueStore } from './session-vault.ts';

/**
 * The main window's size, position and maximised state, remembered between runs. A saved position is
 * used only while it is still on a connected display (a monitor unplugged since would otherwise open
 * the window off-screen).
 */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

const savedStateSchema = z.object({
  x: z.int(),
  y: z.int(),
  width: z.int().positive(),
  height: z.int().positive(),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof savedStateSchema>;

export const WINDOW_STATE_KEY = 'windowState';
export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 360, height: 500 };
/** How much of the title bar must be on a display for a saved position to count as visible. */
const MIN_VISIBLE = 100;

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/** Where the window opens: the saved bounds if still visible, else the default size centred by the OS. */
export function initialWindowState(saved: unknown, workAreas: readonly Rectangle[]): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  const parsed = savedStateSchema.safeParse(saved);
  if (!parsed.success) return { bounds: { ...DEFAULT_SIZE }, maximized: false };
  const state = parsed.data;
  const size = { width: Math.max(MIN_SIZE.width, state.width), height: Math.max(MIN_SIZE.height, state.height) };
  const titleBar = { x: state.x, y: state.y, width: size.width, height: 40 };
  const visible = workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= Math.min(MIN_VISIBLE, size.width) && o.height > 0;
  });
  if (!visible) return { bounds: size, maximized: state.maximized };
  return { bounds: { x: state.x, y: state.y, ...size }, maximized: state.maximized };
}

export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  isMaximized(): boolean;
  isMinimized(): boolean;
  isFullScreen(): boolean;
  /** The bounds when not maximised (Electron's getNormalBounds). */
  getNormalBounds(): Rectangle;
}

/** Saves the window's state when it changes (debounced) and when it closes. */
export function trackWindowState(win: TrackedWindow, store: KeyValueStore, timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout }): void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (pending) timers.clear(pending);
    pending = undefined;
    if (win.isMinimized() || win.isFullScreen()) return;
    const bounds = win.getNormalBounds();
    store.set(WINDOW_STATE_KEY, { ...bounds, maximized: win.isMaximized() });
  };
  const soon = () => {
    if (pending) timers.clear(pending);
    pending = timers.set(save, 500);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, soon);
  win.on('close', save);
}
