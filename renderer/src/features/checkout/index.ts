/** checkout's public surface: the member's billing state and actions, for /profile's subscription tab. */
export { useCancelSubscriptionMutation, useGetBillingQuery, useGetPaymentConfigQuery, useResumeSubscriptionMutation } from './checkout-api.ts';
export { registerPlanRealtime } from './plan-realtime.ts';
