import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { Product, ProductList } from '#shared/schemas/product-schemas.ts';
import { baseApi } from '../../lib/api/base-api.ts';

/**
 * The marketplace's calls (001 §7, issue 11). Every listing write invalidates the 'Product' type:
 * the listing pages, the product pages, similar products and saved items.
 */
export const marketplaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `path` is the GET /api/products path with its query (marketplace-filters.ts, shared with the early request). */
    getProducts: build.query<ProductList, string>({
      query: (path) => path,
      providesTags: [{ type: 'Product', id: 'LIST' }, { type: 'Rating', id: 'SEARCH' }],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => apiPath(API_PATHS.product, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = marketplaceApi;
