import type { ApproveRegistrationBody, RegistrationReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useDecisionMutation } from './decision-mutation';

export const approveRegistration = (id: number, body: ApproveRegistrationBody) =>
  api<RegistrationReply>('POST', `/customers/registrations/${id}/approve`, body);

/** Approve in a price group (the customer is mailed); 409 `customers.already-decided` when decided meanwhile. */
export const useApproveRegistration = (id: number) =>
  useDecisionMutation(id, (body: ApproveRegistrationBody) => approveRegistration(id, body));
