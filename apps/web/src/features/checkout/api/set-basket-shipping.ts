import type { BasketReply, BasketShippingBody } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PATCH /basket/shipping: the method, with the Packeta point for a Packeta method. */
export function setBasketShipping(body: BasketShippingBody): Promise<BasketReply> {
  return api.patch('/basket/shipping', body, 'BasketReplySchema');
}
