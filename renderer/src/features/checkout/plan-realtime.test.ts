import { describe, expect, it } from 'vitest';
import { deliverRealtimeEvent, openHandlerSession } from '../../lib/realtime/realtime-handlers.ts';
import type { AppStore } from '../../lib/store/store.ts';
import { registerPlanRealtime } from './plan-realtime.ts';

describe('plan_changed from the socket', () => {
  it('refetches the session user and the billing page, and stops once unregistered', () => {
    const dispatched: unknown[] = [];
    const store = { dispatch: (action: unknown) => void dispatched.push(action), getState: () => ({}) } as unknown as AppStore;
    const unregister = registerPlanRealtime();
    const session = openHandlerSession({ store, userId: 7 });
    try {
      expect(deliverRealtimeEvent('plan_changed', { plan: 'pro', status: 'active' })).toBe(true);
      expect(dispatched).toEqual([expect.objectContaining({ type: 'api/invalidateTags', payload: ['Billing', 'Session', 'User'] })]);
      unregister();
      deliverRealtimeEvent('plan_changed', { plan: 'free', status: 'canceled' });
      expect(dispatched).toHaveLength(1);
    } finally {
      unregister();
      session.close();
    }
  });
});
