import type { DbOrTx } from '../db/client.ts';
import type { AddressSnapshot } from '../db/schema/checkout.ts';
import { addresses, customers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { PRICE_GROUP } from './commerce.ts';
import { DEMO_COMPANIES } from './companies.ts';
import { insertAll, syncSequence } from './insert.ts';
import { DAY_MS } from './random.ts';

export interface CustomerSeed {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  companyName: string;
  companyId: string;
  vatRegistrationId: string;
  priceGroupId: number | null;
  status: 'approved' | 'pending';
  createdDaysAgo: number;
  invoice: Omit<AddressSnapshot, 'email'> | null;
  delivery: Omit<AddressSnapshot, 'email'> | null;
}

/**
 * The demo logins (documented in the README): demo@example.com / demo12345 is a Partner. The
 * installation companies after them fill the back office (orders of every status, invoices,
 * registrations to approve; seed/companies.ts).
 */
export const CUSTOMERS: CustomerSeed[] = [
  {
    id: 1,
    email: 'demo@example.com',
    password: 'demo12345',
    firstName: 'Ján',
    lastName: 'Novák',
    displayName: 'Ján Novák',
    phone: '+421 905 123 456',
    companyName: 'Novák Security s.r.o.',
    companyId: '47258963',
    vatRegistrationId: '2023847561',
    priceGroupId: PRICE_GROUP.partner,
    status: 'approved',
    createdDaysAgo: 420,
    invoice: {
      firstName: 'Ján',
      lastName: 'Novák',
      street: 'Hlavná 45',
      city: 'Košice',
      zip: '040 01',
      phone: '+421 905 123 456',
    },
    delivery: {
      firstName: 'Ján',
      lastName: 'Novák',
      street: 'Južná trieda 82',
      city: 'Košice',
      zip: '040 17',
      phone: '+421 905 123 456',
    },
  },
  {
    id: 2,
    email: 'tech@alarmservis.sk',
    password: 'heslo12345',
    firstName: 'Peter',
    lastName: 'Horváth',
    displayName: 'Peter Horváth',
    phone: '+421 911 456 789',
    companyName: 'Alarm Servis s.r.o.',
    companyId: '50412387',
    vatRegistrationId: '2120394857',
    priceGroupId: PRICE_GROUP.standard,
    status: 'approved',
    createdDaysAgo: 200,
    invoice: {
      firstName: 'Peter',
      lastName: 'Horváth',
      street: 'Vajnorská 100',
      city: 'Bratislava',
      zip: '831 04',
      phone: '+421 911 456 789',
    },
    delivery: {
      firstName: 'Peter',
      lastName: 'Horváth',
      street: 'Rožňavská 24',
      city: 'Bratislava',
      zip: '821 04',
      phone: '+421 911 456 789',
    },
  },
  {
    id: 3,
    email: 'novy@firma.sk',
    password: 'novy12345',
    firstName: 'Lucia',
    lastName: 'Kováčová',
    displayName: 'Lucia Kováčová',
    phone: '+421 948 222 333',
    companyName: 'Nová Firma s.r.o.',
    companyId: '53987412',
    vatRegistrationId: '2121567890',
    priceGroupId: null,
    status: 'pending',
    createdDaysAgo: 2,
    invoice: null,
    delivery: null,
  },
  ...DEMO_COMPANIES,
];

export const DEMO_CUSTOMER = CUSTOMERS[0] as CustomerSeed;

/**
 * Password hashes are computed before the seed transaction opens (argon2 is deliberately slow),
 * once per distinct password: the demo companies share one, so they cost no hash of their own.
 */
export async function hashCustomerPasswords(): Promise<Map<number, string>> {
  const passwords = [...new Set(CUSTOMERS.map((c) => c.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
  return new Map(CUSTOMERS.map((c) => [c.id, hashes.get(c.password) ?? '']));
}

export async function seedCustomers(db: DbOrTx, hashes: Map<number, string>, now: Date): Promise<void> {
  await insertAll(
    db,
    customers,
    CUSTOMERS.map((c) => {
      const created = new Date(now.getTime() - c.createdDaysAgo * DAY_MS);
      return {
        id: c.id,
        email: c.email,
        passwordHash: hashes.get(c.id) ?? '',
        firstName: c.firstName,
        lastName: c.lastName,
        displayName: c.displayName,
        phone: c.phone,
        companyName: c.companyName,
        companyId: c.companyId,
        vatRegistrationId: c.vatRegistrationId,
        extVatRegistrationId: `SK${c.vatRegistrationId}`,
        priceGroupId: c.priceGroupId,
        status: c.status,
        approvedAt: c.status === 'approved' ? new Date(created.getTime() + DAY_MS) : null,
        passwordChangedAt: created,
        createdAt: created,
      };
    }),
  );
  const rows: (typeof addresses.$inferInsert)[] = [];
  for (const c of CUSTOMERS) {
    if (c.invoice) rows.push({ customerId: c.id, type: 1, ...c.invoice, email: c.email });
    if (c.delivery) rows.push({ customerId: c.id, type: 2, ...c.delivery });
  }
  await insertAll(db, addresses, rows);
  await syncSequence(db, 'customers');
}
