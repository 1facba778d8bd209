import type { CustomerProfile, UpdateCompanyBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth';
import { profileQueryKey } from './get-profile';

/**
 * PATCH /customer/company: company name, IČO, DIČ and IČ DPH
 * (docs/requirements/accounts.md §Profile and addresses); a new IČ DPH is checked in VIES by the server.
 */
export async function updateCompany(body: UpdateCompanyBody): Promise<CustomerProfile> {
  const reply = await api.patch('/customer/company', body, 'CustomerProfileReplySchema');
  return reply.customer;
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (customer) => {
      queryClient.setQueryData(profileQueryKey, customer);
      // The session user carries the company name (header).
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
