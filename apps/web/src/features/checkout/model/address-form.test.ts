import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../../lib/address-fields';
import { AddressFormSchema, initialAddressValues } from './address-form';
import { initialChoices } from './checkout-state';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { basket, CATALOG } from './test-fixtures';

const valid = {
  firstName: 'Jan',
  lastName: 'Novak',
  street: 'Hlavna 1',
  city: 'Kosice',
  zip: '04001',
  phone: '+421 900 111 222',
};

describe('address form', () => {
  it('requires the invoice fields with a valid zip and phone', () => {
    const ok = AddressFormSchema.safeParse({
      invoice: { ...valid, email: 'a@b.sk' },
      sameAsInvoice: true,
      delivery: emptyAddress(),
    });
    expect(ok.success).toBe(true);
    const bad = AddressFormSchema.safeParse({
      invoice: { ...valid, street: ' ', zip: '1234', phone: 'abc', email: 'a@b.sk' },
      sameAsInvoice: true,
      delivery: emptyAddress(),
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'invoice.street': 'forms.required',
      'invoice.zip': 'forms.zip',
      'invoice.phone': 'forms.phone',
    });
  });

  it('checks the delivery address only when it differs from the invoice one', () => {
    const base = { invoice: { ...valid, email: 'a@b.sk' }, delivery: emptyAddress() };
    expect(AddressFormSchema.safeParse({ ...base, sameAsInvoice: true }).success).toBe(true);
    const separate = AddressFormSchema.safeParse({ ...base, sameAsInvoice: false });
    expect(separate.error?.issues.map((i) => i.path.join('.'))).toContain('delivery.street');
    expect(AddressFormSchema.safeParse({ ...base, delivery: valid, sameAsInvoice: false }).success).toBe(true);
  });

  it('pre-fills from the basket, else the saved addresses (type 1 and 2), else the profile', () => {
    const saved = [
      { id: 1, type: 1, first_name: 'A', last_name: 'B', street: 'S1', city: 'C1', zip: '040 01', phone: '1' },
      { id: 2, type: 2, first_name: 'D', last_name: 'E', street: 'S2', city: 'C2', zip: '040 02', phone: '2' },
    ];
    const fromSaved = initialAddressValues({ email: 'a@b.sk', addresses: saved });
    expect(fromSaved.invoice).toMatchObject({ firstName: 'A', street: 'S1', email: 'a@b.sk' });
    expect(fromSaved.delivery).toMatchObject({ firstName: 'D', street: 'S2' });
    expect(fromSaved.sameAsInvoice).toBe(true);

    const snap = { first_name: 'X', last_name: 'Y', street: 'S3', city: 'C3', zip: '040 03', phone: '3' };
    const fromBasket = initialAddressValues({
      email: 'a@b.sk',
      addresses: saved,
      basket: basket({ invoice_address: snap, delivery_address: snap }),
    });
    expect(fromBasket.invoice.street).toBe('S3');
    expect(fromBasket.sameAsInvoice).toBe(false);

    const fromProfile = initialAddressValues({
      email: 'a@b.sk',
      profile: {
        first_name: 'P',
        last_name: 'Q',
        phone: '+421',
        display_name: '',
        email: '',
        company_name: '',
        company_id: '',
        vat_registration_id: '',
        ext_vat_registration_id: '',
      },
    });
    expect(fromProfile.invoice).toMatchObject({ firstName: 'P', lastName: 'Q', phone: '+421', street: '' });
  });
});

describe('checkout draft', () => {
  it('is restored only for the account it belongs to, and cleared', () => {
    const draft = {
      version: 1 as const,
      account: 'a@b.sk',
      choices: initialChoices(CATALOG),
      addresses: initialAddressValues({ email: 'a@b.sk' }),
      newsletter: true,
    };
    saveDraft(draft);
    expect(loadDraft('a@b.sk')).toEqual(draft);
    expect(loadDraft('other@b.sk')).toBeNull();
    clearDraft();
    expect(loadDraft('a@b.sk')).toBeNull();
    sessionStorage.setItem('shop.checkout.draft', '{not json');
    expect(loadDraft('a@b.sk')).toBeNull();
  });
});
