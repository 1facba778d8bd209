import { COUNTRY_CODE, type SignUpBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegistrationFields = Omit<SignUpBody, 'name' | 'surname' | 'personalDataCheckbox'>;

/**
 * The registration payload (docs/requirements/accounts.md §Registration): the form's fields plus the fixed filler
 * values (name, surname, street, city and zip a single space, state 32, newsletter false, industry null).
 */
export function registrationPayload(fields: RegistrationFields) {
  return {
    ...fields,
    personalDataCheckbox: true,
    name: ' ',
    surname: ' ',
    street: ' ',
    city: ' ',
    zip: ' ',
    state: COUNTRY_CODE,
    newsletter: false,
    industry: null,
  } satisfies SignUpBody & Record<string, unknown>;
}

/** POST /sign/up → `pending` (waits for staff approval) or `approved`. */
export async function signUp(fields: RegistrationFields) {
  const reply = await api.post('/sign/up', registrationPayload(fields), 'SignUpReplySchema');
  return reply.status;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { errorToast: false } });
}
