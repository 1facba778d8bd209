import type { CustomerPriceGroupBody, CustomerReply } from '@shop/contract';
import { api } from '../../../lib/api';
import { useCustomerMutation } from './customer-mutation';

export const changePriceGroup = (id: number, body: CustomerPriceGroupBody) =>
  api<CustomerReply>('PUT', `/customers/${id}/price-group`, body);

/** A new price group (in effect at once); 409 when someone changed it since the form was shown. */
export const useChangePriceGroup = (id: number) =>
  useCustomerMutation(id, (body: CustomerPriceGroupBody) => changePriceGroup(id, body));
