import type { Config } from '../config.ts';

/** The shop's own company as it appears on documents (invoices); kept in this one place. */
export interface Supplier {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2, for the e-invoice */
  countryCode: string;
  /** IČO */
  companyId: string;
  /** DIČ */
  vatRegistrationId: string;
  /** IČ DPH */
  extVatRegistrationId: string;
  /** Commercial register entry (required on Slovak invoices). */
  register: string;
  phone: string;
  email: string;
  iban: string;
}

/** The supplier; the IBAN comes from the configuration (SHOP_IBAN), the rest is the company's fixed data. */
export function shopSupplier(config: Pick<Config, 'iban'>): Supplier {
  return {
    name: 'SecuriTrade s.r.o.',
    street: 'Priemyselná 12',
    zip: '040 01',
    city: 'Košice',
    country: 'Slovensko',
    countryCode: 'SK',
    companyId: '51234567',
    vatRegistrationId: '2120123456',
    extVatRegistrationId: 'SK2120123456',
    register: 'Obchodný register Mestského súdu Košice, oddiel Sro, vložka č. 45678/V',
    phone: '+421 55 612 34 56',
    email: 'obchod@securitrade.sk',
    iban: config.iban,
  };
}

/** `SK96 1100 0000 0029 1859 9669`: the IBAN in groups of four, as people read it. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
