import { z } from 'zod/mini';
import { requiredText } from '../../lib/form-fields';

/**
 * The product question form (docs/requirements/catalogue.md §Product question): every field required, the e-mail
 * without a format check. `website` is the honeypot: hidden from people, filled only by bots.
 */
export const questionSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254),
  product: requiredText(500),
  message: requiredText(5000),
  website: z.string().check(z.maxLength(500)),
});
export type QuestionValues = z.infer<typeof questionSchema>;

/** The server's body (ContactSendBody): name = first + last, about = the product field, product = id. */
export function toContactBody(values: QuestionValues, productId: number) {
  const about = values.product.trim();
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    about,
    subject: about,
    text: values.message.trim(),
    product: productId,
    phone: '',
    address: '',
    stars: null,
    ...(values.website ? { website: values.website } : {}),
  };
}
