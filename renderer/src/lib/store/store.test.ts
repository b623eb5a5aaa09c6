import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.ts';

describe('the store held while a drawn page hydrates', () => {
  it('keeps changes from its subscribers until released, then tells each one once, and lets later changes through', () => {
    const store = makeStore();
    const heard = vi.fn();
    const gone = vi.fn();
    store.subscribe(heard);
    const unsubscribe = store.subscribe(gone);

    store.holdNotifications();
    store.dispatch({ type: 'test/first' });
    store.dispatch({ type: 'test/second' });
    unsubscribe();
    expect(heard).not.toHaveBeenCalled();

    store.releaseNotifications();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();

    store.dispatch({ type: 'test/third' });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
