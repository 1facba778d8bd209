import type { CatalogueVendor, CatalogueVendorsReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const vendorsKey = ['staff', 'catalogue', 'vendors'] as const;

export function useVendors() {
  return useQuery({ queryKey: vendorsKey, queryFn: () => api<CatalogueVendorsReply>('GET', '/catalogue/vendors') });
}

function useVendorWrite<T>(write: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorsKey }),
  });
}

export const useCreateVendor = () =>
  useVendorWrite((name: string) => api<{ vendor: CatalogueVendor }>('POST', '/catalogue/vendors', { name }));

export const useRenameVendor = () =>
  useVendorWrite(({ id, name }: { id: number; name: string }) =>
    api<{ vendor: CatalogueVendor }>('PUT', `/catalogue/vendors/${id}`, { name }),
  );

export const useDeleteVendor = () =>
  useVendorWrite((id: number) => api<{ success: true }>('POST', `/catalogue/vendors/${id}/delete`, {}));
