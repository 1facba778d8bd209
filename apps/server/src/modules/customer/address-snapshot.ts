import type { CheckoutAddress } from '@shop/contract';
import type { AddressSnapshot } from '../../db/schema/index.ts';

/** "04001" and "040 01" are both stored as "040 01". */
const normalizeZip = (zip: string) => zip.replace(/\s/g, '').replace(/^(\d{3})(\d{2})$/, '$1 $2');

/**
 * An address as typed in a form (checkout, account), already trimmed and checked by the contract's
 * CheckoutAddressSchema, as the basket, the order and the saved addresses store it.
 */
export function toAddressSnapshot(address: CheckoutAddress, email?: string): AddressSnapshot {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    city: address.city,
    zip: normalizeZip(address.zip),
    phone: address.phone,
    ...(email !== undefined ? { email } : {}),
  };
}
