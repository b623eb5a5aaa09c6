import type { MessageResponse } from '#shared/api/api-paths.ts';
import { API_PATHS } from '#shared/api/api-paths.ts';
import type {
  ChangePasswordInput, DisableTwoFactorInput, EnableTwoFactorInput, TwoFactorEnableResponse, TwoFactorSetupResponse,
  UpdatePreferencesInput, UpdateProfileInput, VerificationResubmitInput,
} from '#shared/schemas/profile-schemas.ts';
import type { OwnUser } from '#shared/schemas/user-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';
import { authApi } from '../auth/index.ts';

type WithUser = MessageResponse & { user: OwnUser };

/** Puts the user a call answered with into the session cache, so every screen shows it at once. */
async function storeUser(queryFulfilled: Promise<{ data: OwnUser }>, dispatch: (action: unknown) => unknown) {
  try {
    const { data } = await queryFulfilled;
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // The caller shows the error.
  }
}

/** /profile calls (shapes in shared/api/api-paths.ts). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<OwnUser, UpdateProfileInput>({
      query: (body) => ({ url: API_PATHS.user, method: 'PATCH', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => storeUser(queryFulfilled, dispatch),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    updatePreferences: build.mutation<OwnUser, UpdatePreferencesInput>({
      query: (body) => ({ url: API_PATHS.userPreferences, method: 'PATCH', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => storeUser(queryFulfilled, dispatch),
    }),
    changePassword: build.mutation<WithUser, ChangePasswordInput>({
      query: (body) => ({ url: API_PATHS.changePassword, method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => storeUser(queryFulfilled.then(({ data }) => ({ data: data.user })), dispatch),
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: API_PATHS.twoFactorSetup, method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, EnableTwoFactorInput>({
      query: (body) => ({ url: API_PATHS.twoFactorEnable, method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<WithUser, DisableTwoFactorInput>({
      query: (body) => ({ url: API_PATHS.twoFactorDisable, method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => storeUser(queryFulfilled.then(({ data }) => ({ data: data.user })), dispatch),
    }),
    /** New credentials after a rejection (or while none are on file) -> the user, now pending again. */
    resubmitVerification: build.mutation<OwnUser, VerificationResubmitInput>({
      query: (body) => ({ url: API_PATHS.verificationResubmit, method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => storeUser(queryFulfilled, dispatch),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUpdatePreferencesMutation,
  useChangePasswordMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useResubmitVerificationMutation,
} = profileApi;
