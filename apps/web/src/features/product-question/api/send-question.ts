import type { ContactSendBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /contact/send: a product question, mailed to the shop staff. Failure: the generic toast. */
export async function sendQuestion(body: ContactSendBody) {
  return api.post('/contact/send', body, 'OkReplySchema');
}

export function useSendQuestion() {
  return useMutation({ mutationFn: sendQuestion });
}
