import { ADDRESS_FIELD_MAX, type BasketAddress, PHONE_PATTERN, ZIP_PATTERN } from '@shop/contract';
import { z } from 'zod/mini';

/**
 * One address form's fields and rules, for every form that edits an address (checkout, the
 * account's saved addresses). The limits and patterns are the contract's (CheckoutAddressSchema
 * checks the same on the server); messages are `forms.*` keys of sk.json.
 */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'city', 'zip', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.maxLength(max, 'forms.tooLong'));

export const AddressFieldsSchema = z.object({
  firstName: text(ADDRESS_FIELD_MAX.firstName),
  lastName: text(ADDRESS_FIELD_MAX.lastName),
  street: text(ADDRESS_FIELD_MAX.street),
  city: text(ADDRESS_FIELD_MAX.city),
  zip: z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.regex(ZIP_PATTERN, 'forms.zip')),
  phone: z.string().check(z.trim(), z.minLength(1, 'forms.required'), z.regex(PHONE_PATTERN, 'forms.phone')),
});

/** `autocomplete` tokens of each field (prefixed with `billing` or `shipping` where it matters). */
export const ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  phone: 'tel',
};

export const emptyAddress = (): AddressValues => ({
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  zip: '',
  phone: '',
});

/** A server address (snake_case: the basket's, a saved one) as form values. */
export const fromServerAddress = (
  a: Pick<BasketAddress, 'first_name' | 'last_name' | 'street' | 'city' | 'zip' | 'phone'>,
): AddressValues => ({
  firstName: a.first_name,
  lastName: a.last_name,
  street: a.street,
  city: a.city,
  zip: a.zip,
  phone: a.phone,
});

/** Form values as the API takes them (CheckoutAddress, UpdateAddressBody): trimmed. */
export function toAddressBody(values: AddressValues): AddressValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    zip: values.zip.trim(),
    phone: values.phone.trim(),
  };
}

const sameText = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const sameDigits = (value: string) => value.replace(/[^0-9+]/g, '');

/**
 * Whether two addresses are the same place, as the server counts saved delivery addresses (the
 * unique index of apps/server/src/db/schema/customers.ts): case, spacing and the separators of zip
 * and phone do not matter.
 */
export function isSameAddress(a: AddressValues, b: AddressValues): boolean {
  return (
    sameText(a.firstName) === sameText(b.firstName) &&
    sameText(a.lastName) === sameText(b.lastName) &&
    sameText(a.street) === sameText(b.street) &&
    sameText(a.city) === sameText(b.city) &&
    sameDigits(a.zip) === sameDigits(b.zip) &&
    sameDigits(a.phone) === sameDigits(b.phone)
  );
}

/** One line for a list of addresses: "Ján Novák, Hlavná 1, 040 01 Košice". */
export const addressLine = (a: AddressValues) =>
  [`${a.firstName} ${a.lastName}`.trim(), a.street, `${a.zip} ${a.city}`.trim()].filter(Boolean).join(', ');

/**
 * The query key of GET /customer/address in every feature that reads it (checkout, account), so
 * an order or an edit in one is seen in the other.
 */
export const savedAddressesQueryKey = ['customer', 'addresses'] as const;
