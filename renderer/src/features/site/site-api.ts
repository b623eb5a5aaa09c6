import { API_PATHS } from '#shared/api/api-paths.ts';
import type { ContactMessageInput, EnterpriseRequestInput, NewsletterSubscribeInput } from '#shared/schemas/site-forms-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

type Answer = { message: string };

/** Issue 15: the public site's forms (the spec's client sends nothing; ours does). */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<Answer, ContactMessageInput>({ query: (body) => ({ url: API_PATHS.contact, method: 'POST', body }) }),
    sendEnterpriseRequest: build.mutation<Answer, EnterpriseRequestInput>({ query: (body) => ({ url: API_PATHS.enterpriseRequests, method: 'POST', body }) }),
    subscribeNewsletter: build.mutation<Answer, NewsletterSubscribeInput>({ query: (body) => ({ url: API_PATHS.newsletter, method: 'POST', body }) }),
  }),
});

export const { useSendContactMessageMutation, useSendEnterpriseRequestMutation, useSubscribeNewsletterMutation } = siteApi;
