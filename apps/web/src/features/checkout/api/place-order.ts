import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody, type PlaceOrderReply } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** POST /basket/order; the same Idempotency-Key answers the same order, never a second one. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderReply> {
  return api.post('/basket/order', body, 'PlaceOrderReplySchema', {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
