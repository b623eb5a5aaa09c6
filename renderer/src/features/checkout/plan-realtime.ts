import { baseApi } from '../../lib/api/base-api.ts';
import { registerRealtimeHandlers, type RealtimeHandlers } from '../../lib/realtime/realtime-handlers.ts';

/**
 * The member's plan changed outside this tab (a webhook confirmed a payment, a renewal, a cancellation
 * in another tab, the end of a grace period): the session's user, whose plan gates features, and the
 * billing page are fetched again, as after a payment made here.
 */
export const planRealtimeHandlers: RealtimeHandlers = ({ store }) => ({
  on: { plan_changed: () => void store.dispatch(baseApi.util.invalidateTags(['Billing', 'Session', 'User'])) },
});

/** Keeps the plan current from the session's socket; returns the function that stops it. */
export const registerPlanRealtime = () => registerRealtimeHandlers(planRealtimeHandlers);
