import type { RegistrationReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { registrationKey } from './keys';

/** One registration: waiting, or what was decided, by whom and when. */
export function useRegistration(id: number) {
  return useQuery({
    queryKey: registrationKey(id),
    queryFn: () => api<RegistrationReply>('GET', `/customers/registrations/${id}`),
  });
}
