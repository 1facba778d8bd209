import { ADDRESS_FIELD_MAX } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { AddressFieldsSchema, addressLine, isSameAddress } from './address-fields';

const place = {
  firstName: 'Sklad',
  lastName: 'Príjem',
  street: 'Priemyselná 7',
  city: 'Prešov',
  zip: '080 01',
  phone: '+421 905 333 444',
};

describe('address fields', () => {
  it("take the contract's limits, with the forms' messages", () => {
    const tooLong = AddressFieldsSchema.safeParse({ ...place, street: 'x'.repeat(ADDRESS_FIELD_MAX.street + 1) });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['street', 'forms.tooLong']]);
    expect(AddressFieldsSchema.safeParse({ ...place, street: 'x'.repeat(ADDRESS_FIELD_MAX.street) }).success).toBe(
      true,
    );
  });

  it('count an address typed with other case, spacing or separators as the same place', () => {
    const typed = {
      firstName: ' SKLAD',
      lastName: 'príjem ',
      street: 'Priemyselná  7',
      city: 'prešov',
      zip: '08001',
      phone: '+421905333444',
    };
    expect(isSameAddress(place, typed)).toBe(true);
    expect(isSameAddress(place, { ...place, street: 'Priemyselná 8' })).toBe(false);
    expect(addressLine(place)).toBe('Sklad Príjem, Priemyselná 7, 080 01 Prešov');
  });
});
