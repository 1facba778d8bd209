import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, priceGroups } from '../../db/schema/index.ts';

/** What sign-in, approval and password changes need to know about an account. */
export interface AccountRow {
  id: number;
  email: string;
  passwordHash: string;
  status: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

const accountColumns = {
  id: customers.id,
  email: customers.email,
  passwordHash: customers.passwordHash,
  status: customers.status,
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
};

/** Addresses compare case-insensitively (the unique index is on lower(email)). */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const rows = await db
    .select(accountColumns)
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const rows = await db.select(accountColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0] ?? null;
}

/** What staff decide a registration on (the approval page): the company data as registered. */
export async function findRegistration(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      status: customers.status,
      email: customers.email,
      phone: customers.phone,
      companyName: customers.companyName,
      companyId: customers.companyId,
      vatRegistrationId: customers.vatRegistrationId,
      extVatRegistrationId: customers.extVatRegistrationId,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPriceGroupIdByName(db: DbOrTx, name: string): Promise<number | null> {
  const rows = await db.select({ id: priceGroups.id }).from(priceGroups).where(eq(priceGroups.name, name)).limit(1);
  return rows[0]?.id ?? null;
}

export type NewAccount = Pick<
  typeof customers.$inferInsert,
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'companyName'
  | 'companyId'
  | 'vatRegistrationId'
  | 'extVatRegistrationId'
  | 'priceGroupId'
  | 'status'
  | 'approvedAt'
>;

/** Inserts an account; null when the e-mail is already taken (the unique index decides, so no race). */
export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<number | null> {
  const rows = await db.insert(customers).values(account).onConflictDoNothing().returning({ id: customers.id });
  return rows[0]?.id ?? null;
}

/** Approves a pending account; null when it is not pending (already approved, or missing). */
export async function approvePendingAccount(db: DbOrTx, id: number) {
  const rows = await db
    .update(customers)
    .set({ status: 'approved', approvedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.status, 'pending')))
    .returning({ id: customers.id, email: customers.email, companyName: customers.companyName });
  return rows[0] ?? null;
}

/** Sets a new password hash; `password_changed_at` voids every reset token issued before. */
export async function updatePasswordHash(db: DbOrTx, id: number, passwordHash: string) {
  await db.update(customers).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(customers.id, id));
}
