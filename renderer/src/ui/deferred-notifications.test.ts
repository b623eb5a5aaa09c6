import { describe, expect, it, vi } from 'vitest';
import { createDeferredNotifications, type NotificationApi } from './deferred-notifications.ts';

function fakeApi() {
  const calls: string[] = [];
  const api: NotificationApi = {
    success: (args) => void calls.push(`success:${String(args.title)}`),
    error: (args) => void calls.push(`error:${String(args.title)}`),
    info: (args) => void calls.push(`info:${String(args.title)}`),
    warning: (args) => void calls.push(`warning:${String(args.title)}`),
    destroy: (key) => void calls.push(`destroy:${String(key)}`),
  };
  return { api, calls };
}

describe('deferred notifications', () => {
  it('queues toasts until the real API is attached, then replays them in order', () => {
    const deferred = createDeferredNotifications();
    deferred.api.error({ title: 'Login failed' });
    deferred.api.success({ title: 'Saved' });
    const { api, calls } = fakeApi();
    expect(calls).toEqual([]);
    deferred.attach(api);
    expect(calls).toEqual(['error:Login failed', 'success:Saved']);
  });

  it('calls the real API directly once attached', () => {
    const deferred = createDeferredNotifications();
    const { api, calls } = fakeApi();
    deferred.attach(api);
    deferred.api.info({ title: 'New message' });
    deferred.api.destroy('k');
    expect(calls).toEqual(['info:New message', 'destroy:k']);
  });

  it('tells its listeners about the first use only, before attachment; one that starts listening after a use still waiting hears of it at once', () => {
    const deferred = createDeferredNotifications();
    const listener = vi.fn();
    const stop = deferred.onFirstUse(listener);
    deferred.api.warning({ title: 'a' });
    deferred.api.warning({ title: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    // A page can toast before the provider above it listens (children's effects run first).
    const late = vi.fn();
    deferred.onFirstUse(late);
    expect(late).toHaveBeenCalledTimes(1);
    deferred.attach(fakeApi().api);
    const afterAttach = vi.fn();
    deferred.onFirstUse(afterAttach);
    deferred.api.info({ title: 'c' });
    expect(afterAttach).not.toHaveBeenCalled();
  });

  it('destroy before attachment drops the queued toast with that key, or all of them', () => {
    const deferred = createDeferredNotifications();
    deferred.api.info({ title: 'one', key: 'a' });
    deferred.api.info({ title: 'two', key: 'b' });
    deferred.api.destroy('a');
    const first = fakeApi();
    deferred.attach(first.api);
    expect(first.calls).toEqual(['info:two']);

    const other = createDeferredNotifications();
    other.api.info({ title: 'x' });
    other.api.destroy();
    const second = fakeApi();
    other.attach(second.api);
    expect(second.calls).toEqual([]);
  });
});
