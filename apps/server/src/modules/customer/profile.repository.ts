import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/errors.ts';
import { type AddressSnapshot, addresses, customers } from '../../db/schema/index.ts';

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

/** The company's name and tax identifiers (orders keep their own snapshot of them). */
export async function updateCompanyData(
  db: DbOrTx,
  customerId: number,
  company: { companyName: string; companyId: string; vatRegistrationId: string; extVatRegistrationId: string },
): Promise<ProfileRow | null> {
  const rows = await db.update(customers).set(company).where(eq(customers.id, customerId)).returning(profileColumns);
  return rows[0] ?? null;
}

const addressColumns = {
  id: addresses.id,
  type: addresses.type,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  street: addresses.street,
  city: addresses.city,
  zip: addresses.zip,
  phone: addresses.phone,
  email: addresses.email,
};
export type AddressRow = { id: number; type: number } & Required<AddressSnapshot>;

export async function findAddresses(db: DbOrTx, customerId: number): Promise<AddressRow[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.type), asc(addresses.id));
}

// The customer's own addresses only: another customer's id finds nothing, like a missing one.
const ownAddress = (customerId: number, id: number) => and(eq(addresses.id, id), eq(addresses.customerId, customerId));

/**
 * Changes a saved address (its e-mail stays). null: the customer has no such address;
 * 'duplicate': a delivery address would become the same place as another saved one.
 */
export async function updateAddress(
  db: DbOrTx,
  customerId: number,
  id: number,
  address: AddressSnapshot,
): Promise<AddressRow | 'duplicate' | null> {
  const { email: _kept, ...fields } = address;
  try {
    const rows = await db.update(addresses).set(fields).where(ownAddress(customerId, id)).returning(addressColumns);
    return rows[0] ?? null;
  } catch (err) {
    if (violatedUniqueIndex(err) !== null) return 'duplicate';
    throw err;
  }
}

/** false: the customer has no such address. */
export async function deleteAddress(db: DbOrTx, customerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(ownAddress(customerId, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
