import type { BasketPaymentBody, BasketReply } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PATCH /basket/payment. */
export function setBasketPayment(body: BasketPaymentBody): Promise<BasketReply> {
  return api.patch('/basket/payment', body, 'BasketReplySchema');
}
