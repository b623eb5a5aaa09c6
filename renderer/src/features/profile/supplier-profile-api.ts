import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type {
  CertificationSubmitInput, CertificationView, PortfolioItem, PortfolioItemInput, SupplierProfile, SupplierProfileInput,
} from '#shared/schemas/supplier-profile-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/*
 * The member's own supplier profile. Its tag is added here rather than in base-api.ts's TAG_TYPES (in every
 * page's first download); every change refetches the profile, whose certifications and portfolio it shows.
 */
export const supplierProfileApi = baseApi.enhanceEndpoints({ addTagTypes: ['SupplierProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    getSupplierProfile: build.query<SupplierProfile, void>({
      query: () => API_PATHS.supplierProfile,
      providesTags: ['SupplierProfile'],
    }),
    updateSupplierProfile: build.mutation<SupplierProfile, SupplierProfileInput>({
      query: (body) => ({ url: API_PATHS.supplierProfile, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SupplierProfile']),
    }),
    submitCertification: build.mutation<CertificationView, CertificationSubmitInput>({
      query: (body) => ({ url: API_PATHS.supplierCertifications, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SupplierProfile']),
    }),
    deleteCertification: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.supplierCertification, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SupplierProfile']),
    }),
    addPortfolioItem: build.mutation<PortfolioItem, PortfolioItemInput>({
      query: (body) => ({ url: API_PATHS.supplierPortfolio, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SupplierProfile']),
    }),
    deletePortfolioItem: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.supplierPortfolioItem, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SupplierProfile']),
    }),
  }),
});

export const {
  useGetSupplierProfileQuery, useUpdateSupplierProfileMutation, useSubmitCertificationMutation, useDeleteCertificationMutation,
  useAddPortfolioItemMutation, useDeletePortfolioItemMutation,
} = supplierProfileApi;
