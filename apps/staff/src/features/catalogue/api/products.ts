import type {
  CatalogueProductReply,
  CatalogueProductsReply,
  ParameterNamesReply,
  ProductInput,
  ProductUpdate,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';
import { recordHistoryKey } from '../../audit/api/record-history';

/** The product list's search, filters and page, exactly as they stand in its URL. */
export interface ProductListParams {
  q?: string | undefined;
  category?: string | undefined;
  vendor?: string | undefined;
  sold?: string | undefined;
  outOfStock?: string | undefined;
  missingImage?: string | undefined;
  after?: string | undefined;
  limit?: number | undefined;
}

export const productsKey = ['staff', 'catalogue', 'products'] as const;

export const listProducts = (params: ProductListParams) =>
  api<CatalogueProductsReply>('GET', `/catalogue/products${queryString({ ...params })}`);

export function useProductList(params: ProductListParams, enabled = true) {
  return useQuery({
    queryKey: [...productsKey, 'list', params],
    queryFn: () => listProducts(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: () => api<CatalogueProductReply>('GET', `/catalogue/products/${id}`),
    enabled: id !== null,
  });
}

export function useParameterNames(q: string) {
  return useQuery({
    queryKey: ['staff', 'catalogue', 'parameter-names', q],
    queryFn: () => api<ParameterNamesReply>('GET', `/catalogue/parameter-names${queryString({ q })}`),
    placeholderData: keepPreviousData,
  });
}

/** Every product write: the lists, the product and its history are read again afterwards. */
function useProductWrite<T>(id: number | null, write: (body: T) => Promise<CatalogueProductReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: productsKey });
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey('product', id ?? reply.product.id) });
    },
  });
}

export const useCreateProduct = () =>
  useProductWrite(null, (body: ProductInput) => api<CatalogueProductReply>('POST', '/catalogue/products', body));

export const useSaveProduct = (id: number) =>
  useProductWrite(id, (body: ProductUpdate) => api<CatalogueProductReply>('PUT', `/catalogue/products/${id}`, body));

export const useProductSale = (id: number) =>
  useProductWrite(id, (body: { active: boolean; version: number }) =>
    api<CatalogueProductReply>('POST', `/catalogue/products/${id}/sale`, body),
  );

export const useDuplicateProduct = (id: number) =>
  useProductWrite(null, (body: { code: string }) =>
    api<CatalogueProductReply>('POST', `/catalogue/products/${id}/duplicate`, body),
  );

export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api<{ success: true }>('POST', `/catalogue/products/${id}/delete`, { version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
