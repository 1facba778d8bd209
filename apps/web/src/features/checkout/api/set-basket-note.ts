import type { BasketNoteBody, BasketReply } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PATCH /basket/note. */
export function setBasketNote(body: BasketNoteBody): Promise<BasketReply> {
  return api.patch('/basket/note', body, 'BasketReplySchema');
}
