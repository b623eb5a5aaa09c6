import type { MessageResponse } from '#shared/api/api-paths.ts';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type { DeactivateAccountInput, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '#shared/schemas/auth-schemas.ts';
import type { LoginResult, OwnUser } from '#shared/schemas/user-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import { sessionMayExist } from '../../lib/api/session-hint.ts';

/** Account endpoints (shapes documented in shared/api/api-paths.ts). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The session: the user, or null when the server says 401 (anonymous). */
    getCurrentUser: build.query<OwnUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        // A browser without the signed-in hint has no session: asking would log a 401 (the contract stays).
        if (!sessionMayExist()) return { data: null };
        const result = await baseQuery(API_PATHS.user);
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: result.data as OwnUser };
      },
      providesTags: ['Session'],
    }),
    /** The user; an administrator's first sign-in (two-factor enrolment) also carries `recoveryCodes`, once. */
    login: build.mutation<LoginResult, LoginInput>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body }),
    }),
    register: build.mutation<OwnUser, RegisterInput>({
      query: (body) => ({ url: API_PATHS.register, method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: API_PATHS.logout, method: 'POST' }),
    }),
    /** GET, but a side effect (drops a stale session cookie), so a mutation: never cached. */
    clearSession: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: API_PATHS.clearSession, method: 'GET' }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: API_PATHS.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: API_PATHS.resetPassword, method: 'POST', body }),
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: API_PATHS.resendVerification, method: 'POST' }),
    }),
    deactivateAccount: build.mutation<MessageResponse, DeactivateAccountInput>({
      query: (body) => ({ url: API_PATHS.deactivate, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useClearSessionMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useResendVerificationMutation,
  useDeactivateAccountMutation,
} = authApi;
