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

/** A registration's columns (also the back office's customer rows, modules/customer/customers.staff.repository.ts). */
export const registrationColumns = {
  id: customers.id,
  status: customers.status,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  companyName: customers.companyName,
  companyId: customers.companyId,
  vatRegistrationId: customers.vatRegistrationId,
  extVatRegistrationId: customers.extVatRegistrationId,
  priceGroupId: customers.priceGroupId,
  priceGroupName: priceGroups.name,
  createdAt: customers.createdAt,
  approvedAt: customers.approvedAt,
  rejectedAt: customers.rejectedAt,
  rejectionReason: customers.rejectionReason,
};
export interface RegistrationRow {
  id: number;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
  priceGroupId: number | null;
  priceGroupName: string | null;
  createdAt: Date;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
}

/**
 * What staff decide a registration on (the approval page, the back office): the company data as
 * registered, its price group and what was decided. `lock` holds the row until the transaction
 * ends, so two decisions on one registration run one after the other.
 */
export async function findRegistration(db: DbOrTx, id: number, { lock = false } = {}): Promise<RegistrationRow | null> {
  const query = db
    .select(registrationColumns)
    .from(customers)
    .leftJoin(priceGroups, eq(priceGroups.id, customers.priceGroupId))
    .where(eq(customers.id, id))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: customers }) : query);
  return rows[0] ?? null;
}

export async function findPriceGroup(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: priceGroups.id, name: priceGroups.name })
    .from(priceGroups)
    .where(eq(priceGroups.id, id))
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

/**
 * Approves a pending account, in `priceGroupId` when given (undefined keeps the group it has);
 * null when it is not pending (decided already, or missing).
 */
export async function approvePendingAccount(db: DbOrTx, id: number, priceGroupId?: number | null) {
  const rows = await db
    .update(customers)
    .set({ status: 'approved', approvedAt: sql`now()`, ...(priceGroupId !== undefined ? { priceGroupId } : {}) })
    .where(and(eq(customers.id, id), eq(customers.status, 'pending')))
    .returning({ id: customers.id, email: customers.email, companyName: customers.companyName });
  return rows[0] ?? null;
}

/** Rejects a pending account with its reason; null when it is not pending. */
export async function rejectPendingAccount(db: DbOrTx, id: number, reason: string) {
  const rows = await db
    .update(customers)
    .set({ status: 'rejected', rejectedAt: sql`now()`, rejectionReason: reason })
    .where(and(eq(customers.id, id), eq(customers.status, 'pending')))
    .returning({ id: customers.id, email: customers.email, companyName: customers.companyName });
  return rows[0] ?? null;
}

/** A rejected registration waits again (the rejection stays in the audit log); null when it was not rejected. */
export async function reopenRejectedAccount(db: DbOrTx, id: number) {
  const rows = await db
    .update(customers)
    .set({ status: 'pending', rejectedAt: null, rejectionReason: null })
    .where(and(eq(customers.id, id), eq(customers.status, 'rejected')))
    .returning({ id: customers.id });
  return rows[0] ?? null;
}

/** Sets a new password hash; `password_changed_at` voids every reset token issued before. */
export async function updatePasswordHash(db: DbOrTx, id: number, passwordHash: string) {
  await db.update(customers).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(customers.id, id));
}
