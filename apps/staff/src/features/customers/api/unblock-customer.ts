import type { CustomerReply, UnblockCustomerBody } from '@shop/contract';
import { api } from '../../../lib/api';
import { useCustomerMutation } from './customer-mutation';

export const unblockCustomer = (id: number, body: UnblockCustomerBody) =>
  api<CustomerReply>('POST', `/customers/${id}/unblock`, body);

/** Unblock (an optional note for the record). */
export const useUnblockCustomer = (id: number) =>
  useCustomerMutation(id, (body: UnblockCustomerBody) => unblockCustomer(id, body));
