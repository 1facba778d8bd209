import {
  ADDRESS_TYPE,
  type Basket,
  type BasketAddress,
  type CheckoutAddress,
  type CustomerAddress,
  type CustomerProfile,
  PHONE_PATTERN,
  ZIP_PATTERN,
} from '@shop/contract';
import { z } from 'zod/mini';

/** Error messages are sk.json keys, translated where they are shown. */
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.maxLength(max, 'checkout.errors.tooLong'));

/** The limits of the contract's CheckoutAddressSchema, with the screen's messages. */
export const AddressFieldsSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  street: text(200),
  city: text(100),
  zip: z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.regex(ZIP_PATTERN, 'checkout.errors.zip')),
  phone: z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.regex(PHONE_PATTERN, 'checkout.errors.phone')),
});

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'city', 'zip', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export interface AddressFormValues {
  /** `email` is shown read-only: it is always the account's (the server ignores the form's). */
  invoice: AddressValues & { email: string };
  /** "delivery address same as billing" (default on) */
  sameAsInvoice: boolean;
  delivery: AddressValues;
}

/**
 * Invoice fields are required (docs/requirements/cart-and-checkout.md §Addresses). The original design left the
 * delivery form without validators, but the contract's PATCH /basket/address takes a delivery address only complete and
 * valid (else 400 at finalisation, a generic error far from the cause), so a separate delivery
 * address is checked with the same rules, only when it is used.
 */
export const AddressFormSchema = z
  .object({
    invoice: z.extend(AddressFieldsSchema, { email: z.string() }),
    sameAsInvoice: z.boolean(),
    delivery: z.object({
      firstName: z.string(),
      lastName: z.string(),
      street: z.string(),
      city: z.string(),
      zip: z.string(),
      phone: z.string(),
    }),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.sameAsInvoice) return;
      const result = AddressFieldsSchema.safeParse(values.delivery);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['delivery', ...issue.path] });
      }
    }),
  );

export const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  zip: '',
  phone: '',
});

const fromSnake = (a: Pick<BasketAddress, 'first_name' | 'last_name' | 'street' | 'city' | 'zip' | 'phone'>) => ({
  firstName: a.first_name,
  lastName: a.last_name,
  street: a.street,
  city: a.city,
  zip: a.zip,
  phone: a.phone,
});

/**
 * The form's starting values: what the basket holds from an earlier checkout, else the saved
 * addresses (type 1 invoice, type 2 delivery), else the profile's name and phone.
 */
export function initialAddressValues({
  email,
  basket,
  addresses,
  profile,
}: {
  email: string;
  basket?: Basket | null;
  addresses?: readonly CustomerAddress[] | null;
  profile?: CustomerProfile | null;
}): AddressFormValues {
  const savedInvoice = addresses?.find((a) => a.type === ADDRESS_TYPE.invoice);
  const savedDelivery = addresses?.find((a) => a.type === ADDRESS_TYPE.delivery);
  const invoice = basket?.invoice_address
    ? fromSnake(basket.invoice_address)
    : savedInvoice
      ? fromSnake(savedInvoice)
      : {
          ...emptyAddress(),
          firstName: profile?.first_name ?? '',
          lastName: profile?.last_name ?? '',
          phone: profile?.phone ?? '',
        };
  const delivery = basket?.delivery_address
    ? fromSnake(basket.delivery_address)
    : savedDelivery
      ? fromSnake(savedDelivery)
      : emptyAddress();
  return { invoice: { ...invoice, email }, sameAsInvoice: !basket?.delivery_address, delivery };
}

/** The body parts of PATCH /basket/address (the invoice e-mail stays out: the server uses the account's). */
export function toCheckoutAddress(values: AddressValues): CheckoutAddress {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    zip: values.zip.trim(),
    phone: values.phone.trim(),
  };
}
