import type { RegistrationReply, RejectRegistrationBody } from '@shop/contract';
import { api } from '../../../lib/api';
import { useDecisionMutation } from './decision-mutation';

export const rejectRegistration = (id: number, body: RejectRegistrationBody) =>
  api<RegistrationReply>('POST', `/customers/registrations/${id}/reject`, body);

/** Reject with a reason, which is mailed to the registrant. */
export const useRejectRegistration = (id: number) =>
  useDecisionMutation(id, (body: RejectRegistrationBody) => rejectRegistration(id, body));
