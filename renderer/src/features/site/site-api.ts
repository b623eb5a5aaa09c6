import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  ContactMessageInput, EnterpriseRequestInput, EventRegistrationInput, EventSubmissionInput, NewsletterSubscribeInput,
} from '#shared/schemas/site-forms-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

type Answer = { message: string };

/** The public site's forms: contact, enterprise, newsletter, and the events page's registration and submission. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<Answer, ContactMessageInput>({ query: (body) => ({ url: API_PATHS.contact, method: 'POST', body }) }),
    sendEnterpriseRequest: build.mutation<Answer, EnterpriseRequestInput>({ query: (body) => ({ url: API_PATHS.enterpriseRequests, method: 'POST', body }) }),
    subscribeNewsletter: build.mutation<Answer, NewsletterSubscribeInput>({ query: (body) => ({ url: API_PATHS.newsletter, method: 'POST', body }) }),
    registerForEvent: build.mutation<Answer, { slug: string; body: EventRegistrationInput }>({
      query: ({ slug, body }) => ({ url: apiPath(API_PATHS.eventRegistrations, { slug }), method: 'POST', body }),
    }),
    submitEvent: build.mutation<Answer, EventSubmissionInput>({ query: (body) => ({ url: API_PATHS.eventSubmissions, method: 'POST', body }) }),
  }),
});

export const {
  useSendContactMessageMutation, useSendEnterpriseRequestMutation, useSubscribeNewsletterMutation, useRegisterForEventMutation, useSubmitEventMutation,
} = siteApi;
