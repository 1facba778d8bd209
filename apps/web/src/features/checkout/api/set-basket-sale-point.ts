import type { BasketReply, BasketSalePointBody } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PATCH /basket/sale-point: the warehouse for pick-up. */
export function setBasketSalePoint(body: BasketSalePointBody): Promise<BasketReply> {
  return api.patch('/basket/sale-point', body, 'BasketReplySchema');
}
