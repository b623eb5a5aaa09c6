import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  Billing, CreatePaymentIntentInput, PaymentConfig, PaymentIntentResponse, SimulatedSubscriptionSuccess, SubscriptionRequest,
  SubscriptionResponse, WalletCaptureResponse, WalletOrderInput, WalletOrderResponse, WalletSetup, WalletSubscriptionSuccess,
} from '#shared/schemas/payment-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/** A change of plan or a purchase changes the member (plan fields, badge) and their billing. */
const PAID = ['Billing', 'Session', 'User'] as const;

/**
 * The payment calls. 'Billing' tags the member's plan and history
 * (GET /api/billing); a confirmed payment also refetches the session, whose user carries the plan.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({ query: () => API_PATHS.paymentsConfig }),
    getBilling: build.query<Billing, void>({ query: () => API_PATHS.billing, providesTags: ['Billing'] }),
    getOrCreateSubscription: build.mutation<SubscriptionResponse, SubscriptionRequest>({
      query: (body) => ({ url: API_PATHS.getOrCreateSubscription, method: 'POST', body }),
      // A change that needed no payment is applied by this call.
      invalidatesTags: (result) => (result?.changeApplied ? [...PAID] : []),
    }),
    confirmSimulatedSubscription: build.mutation<Billing, SimulatedSubscriptionSuccess>({
      query: (body) => ({ url: API_PATHS.simulatedSubscriptionSuccess, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID]),
    }),
    createPaymentIntent: build.mutation<PaymentIntentResponse, CreatePaymentIntentInput>({
      query: (body) => ({ url: API_PATHS.createPaymentIntent, method: 'POST', body }),
    }),
    confirmSimulatedPayment: build.mutation<Billing, { paymentIntentId: string; cardNumber?: string }>({
      query: (body) => ({ url: API_PATHS.simulatedPaymentSuccess, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID, 'Project', 'Product']),
    }),
    cancelSubscription: build.mutation<Billing, void>({
      query: () => ({ url: API_PATHS.billingCancel, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID]),
    }),
    resumeSubscription: build.mutation<Billing, void>({
      query: () => ({ url: API_PATHS.billingResume, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID]),
    }),
    getWalletSetup: build.query<WalletSetup, void>({ query: () => API_PATHS.paypalSetup }),
    createWalletOrder: build.mutation<WalletOrderResponse, Partial<WalletOrderInput> & { amount?: number | string }>({
      query: (body) => ({ url: API_PATHS.paypalOrder, method: 'POST', body }),
    }),
    captureWalletOrder: build.mutation<WalletCaptureResponse, string>({
      query: (orderId) => ({ url: apiPath(API_PATHS.paypalCapture, { orderId }), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID]),
    }),
    confirmWalletSubscription: build.mutation<Billing, WalletSubscriptionSuccess>({
      query: (body) => ({ url: API_PATHS.paypalSubscriptionSuccess, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...PAID]),
    }),
  }),
});

export const {
  useGetPaymentConfigQuery, useGetBillingQuery, useGetOrCreateSubscriptionMutation, useConfirmSimulatedSubscriptionMutation,
  useCreatePaymentIntentMutation, useConfirmSimulatedPaymentMutation, useCancelSubscriptionMutation, useResumeSubscriptionMutation,
  useGetWalletSetupQuery, useCreateWalletOrderMutation, useCaptureWalletOrderMutation, useConfirmWalletSubscriptionMutation,
} = checkoutApi;
