import type { RegistrationsReply } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';
import { registrationsKey } from './keys';

/** The queue's sort and page, as its URL holds them. */
export interface RegistrationsParams {
  sort?: 'createdAt' | '-createdAt' | undefined;
  after?: string | undefined;
}

/** Registrations waiting for approval, oldest first. */
export function useRegistrations(params: RegistrationsParams) {
  return useQuery({
    queryKey: [...registrationsKey, 'list', params],
    queryFn: () => api<RegistrationsReply>('GET', `/customers/registrations${queryString({ ...params })}`),
    // The previous page's rows stay until the next arrive: the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
