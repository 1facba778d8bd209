import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/index.ts';

const profileColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  displayName: customers.displayName,
  email: customers.email,
  companyName: customers.companyName,
  phone: customers.phone,
  companyId: customers.companyId,
  vatRegistrationId: customers.vatRegistrationId,
  extVatRegistrationId: customers.extVatRegistrationId,
};
export type ProfileRow = { [K in keyof typeof profileColumns]: string };

export async function findProfile(db: DbOrTx, customerId: number): Promise<ProfileRow | null> {
  const rows = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId)).limit(1);
  return rows[0] ?? null;
}

/** Only the names: e-mail and company data are not the customer's to change here. */
export async function updateProfileNames(
  db: DbOrTx,
  customerId: number,
  names: { firstName: string; lastName: string; displayName: string },
): Promise<ProfileRow | null> {
  const rows = await db.update(customers).set(names).where(eq(customers.id, customerId)).returning(profileColumns);
  return rows[0] ?? null;
}

export async function findAddresses(db: DbOrTx, customerId: number) {
  return db
    .select({
      id: addresses.id,
      type: addresses.type,
      firstName: addresses.firstName,
      lastName: addresses.lastName,
      street: addresses.street,
      city: addresses.city,
      zip: addresses.zip,
      phone: addresses.phone,
      email: addresses.email,
    })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.type), asc(addresses.id));
}
