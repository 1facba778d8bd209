import type { BlockCustomerBody, CustomerReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useCustomerMutation } from './customer-mutation';

export const blockCustomer = (id: number, body: BlockCustomerBody) =>
  api<CustomerReply>('POST', `/customers/${id}/block`, body);

/** Block with a reason: every session of the customer ends at once. */
export const useBlockCustomer = (id: number) =>
  useCustomerMutation(id, (body: BlockCustomerBody) => blockCustomer(id, body));
