import type { RegistrationReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useDecisionMutation } from './decision-mutation';

export const reopenRegistration = (id: number) =>
  api<RegistrationReply>('POST', `/customers/registrations/${id}/reopen`, {});

/** A rejected registration back in the queue (nothing is mailed). */
export const useReopenRegistration = (id: number) => useDecisionMutation(id, () => reopenRegistration(id));
