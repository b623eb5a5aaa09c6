import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useNotificationApi } from './notification-provider.tsx';

export interface ToastOptions {
  /** Seconds on screen; antd's default is 4.5. */
  duration?: number;
  key?: string;
}

type ToastFn = (title: ReactNode, description?: ReactNode, options?: ToastOptions) => void;

export interface Toast {
  success: ToastFn;
  error: ToastFn;
  info: ToastFn;
  warning: ToastFn;
}

/** Title + description toasts (the spec's 'title' / 'description' pairs) on antd's notification API. */
export function useToast(): Toast {
  const notification = useNotificationApi();
  return useMemo(() => {
    const make =
      (type: keyof Toast): ToastFn =>
      (title, description, options) =>
        notification[type]({ title, description, ...options, role: type === 'error' ? 'alert' : 'status' });
    return { success: make('success'), error: make('error'), info: make('info'), warning: make('warning') };
  }, [notification]);
}
