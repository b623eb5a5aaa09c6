import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { CreateProductInput, Product, ProductList } from '#shared/schemas/product-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

const LIST = { type: 'Product', id: 'LIST' } as const;
const SAVED = { type: 'Product', id: 'SAVED' } as const;
const productTag = (id: number) => ({ type: 'Product' as const, id });
/** A product's ratings are tagged by the ratings endpoints (partners-api.ts); cards and the page show their summary. */
const productRatingsTag = (id: number) => ({ type: 'Rating' as const, id: `product-${id}` });

/**
 * The marketplace's calls. Tags: 'Product' LIST covers every listing page
 * (including a seller's own listings and similar products), SAVED the saved items, and each product
 * its id. A write invalidates what it changes; a rating (partners-api.ts) refetches the product's
 * ratings tag, which the product page also provides, so its summary follows.
 */
export const marketplaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `path` is the GET /api/products path with its query (marketplace-filters.ts, shared with the early request). */
    getProducts: build.query<ProductList, string>({
      query: (path) => path,
      // Any rating refetches the 'SEARCH' ratings tag (partners-api.ts): the cards' summaries follow.
      providesTags: [LIST, { type: 'Rating', id: 'SEARCH' }],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => apiPath(API_PATHS.product, { id }),
      providesTags: (_result, _error, id) => [productTag(id), productRatingsTag(id)],
    }),
    getSimilarProducts: build.query<Product[], number>({
      query: (id) => apiPath(API_PATHS.similarProducts, { id }),
      providesTags: (_result, _error, id) => [LIST, productTag(id)],
    }),
    getSavedProducts: build.query<Product[], void>({
      query: () => API_PATHS.savedProducts,
      providesTags: [SAVED, LIST],
    }),
    createProduct: build.mutation<Product, CreateProductInput>({
      query: (body) => ({ url: API_PATHS.products, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateProduct: build.mutation<Product, { id: number; changes: Partial<CreateProductInput> }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.product, { id }), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, SAVED, productTag(id)]),
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: apiPath(API_PATHS.product, { id }), method: 'DELETE' }),
      // The product's own entry is dropped by the page after it has navigated away (it would refetch a 404).
      invalidatesTags: (_result, error) => (error ? [] : [LIST, SAVED]),
    }),
    setProductSaved: build.mutation<{ productId: number; saved: boolean }, { id: number; saved: boolean }>({
      query: ({ id, saved }) => ({ url: apiPath(API_PATHS.productSave, { id }), method: saved ? 'POST' : 'DELETE' }),
      // Shown at once; undone if the server refuses.
      async onQueryStarted({ id, saved }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          marketplaceApi.util.updateQueryData('getProduct', id, (draft) => {
            draft.saved = saved;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [SAVED]),
    }),
  }),
});

export const {
  useGetProductsQuery, useGetProductQuery, useGetSimilarProductsQuery, useGetSavedProductsQuery,
  useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation, useSetProductSavedMutation,
} = marketplaceApi;
