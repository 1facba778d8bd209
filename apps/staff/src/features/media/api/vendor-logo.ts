import type { VendorLogoReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const vendorLogoKey = (vendorId: number) => ['staff', 'vendor-logo', vendorId] as const;

/** GET /staff/catalogue/vendors/{id}/logo. */
export function useVendorLogo(vendorId: number) {
  return useQuery({
    queryKey: vendorLogoKey(vendorId),
    queryFn: () => api<VendorLogoReply>('GET', `/catalogue/vendors/${vendorId}/logo`),
  });
}

/** POST (a file) or DELETE /staff/catalogue/vendors/{id}/logo. */
export function useChangeVendorLogo(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api<VendorLogoReply>('DELETE', `/catalogue/vendors/${vendorId}/logo`);
      const form = new FormData();
      form.append('file', file, file.name);
      return api<VendorLogoReply>('POST', `/catalogue/vendors/${vendorId}/logo`, form);
    },
    onSuccess: (reply) => queryClient.setQueryData(vendorLogoKey(vendorId), reply),
  });
}
