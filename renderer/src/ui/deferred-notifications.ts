import type { ArgsProps } from 'antd/es/notification/interface';

type NoticeType = 'success' | 'error' | 'info' | 'warning';

/** The part of antd's notification API the app uses (toasts and the realtime alerts). */
export type NotificationApi = Record<NoticeType, (args: ArgsProps) => void> & { destroy: (key?: ArgsProps['key']) => void };

export interface DeferredNotifications {
  /** Usable at once; calls made before `attach` wait in order. */
  api: NotificationApi;
  /** Hands over the real API (antd's, once its code has loaded) and replays what waited. */
  attach: (real: NotificationApi) => void;
  /**
   * `listener` runs once, on the first call to `api` before `attach` (to start loading the real one),
   * or at once when such a call has already been made (a page may toast before its provider listens).
   */
  onFirstUse: (listener: () => void) => () => void;
}

/**
 * antd's notification code (about 10 KB gzip, plus its styles) is not needed until the first toast,
 * which never comes on most first visits. This stands in for it: calls are queued until the real
 * API is attached, then replayed; `destroy` before that drops queued toasts (all, or the one key).
 */
export function createDeferredNotifications(): DeferredNotifications {
  let real: NotificationApi | null = null;
  let queue: { type: NoticeType; args: ArgsProps }[] = [];
  const listeners = new Set<() => void>();

  const open = (type: NoticeType) => (args: ArgsProps) => {
    if (real) return real[type](args);
    queue.push({ type, args });
    const waiting = [...listeners];
    listeners.clear();
    waiting.forEach((listener) => listener());
  };

  const api: NotificationApi = {
    success: open('success'),
    error: open('error'),
    info: open('info'),
    warning: open('warning'),
    destroy: (key) => {
      if (real) return real.destroy(key);
      queue = key === undefined ? [] : queue.filter((item) => item.args.key !== key);
    },
  };

  return {
    api,
    attach: (next) => {
      real = next;
      const waiting = queue;
      queue = [];
      for (const { type, args } of waiting) next[type](args);
    },
    onFirstUse: (listener) => {
      if (!real && queue.length > 0) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
