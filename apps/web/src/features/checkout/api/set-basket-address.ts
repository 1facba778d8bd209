import type { BasketAddressBody, BasketAddressReply } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PATCH /basket/address: invoice plus delivery (null = the invoice address); one result per address. */
export function setBasketAddress(body: BasketAddressBody): Promise<BasketAddressReply> {
  return api.patch('/basket/address', body, 'BasketAddressReplySchema');
}
