import type { StaffRole, StaffUser } from '@shop/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { type DbOrTx, deletedCount, query } from '../../db/client.ts';
import { staffTokens, staffUsers } from '../../db/schema/index.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export const toStaffUser = (row: StaffRow): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  active: row.active,
  passwordSet: row.passwordHash !== null,
  totpEnabled: row.totpSecret !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const rows = await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = lower(${email})`).limit(1);
  return rows[0] ?? null;
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listStaff(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

/** Inserts a person; null when the address is taken (the unique index on lower(email) decides). */
export async function insertStaff(
  db: DbOrTx,
  values: { email: string; name: string; role: StaffRole },
): Promise<StaffRow | null> {
  const rows = await db.insert(staffUsers).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<StaffRow, 'name' | 'role' | 'active' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret'>> & {
    passwordChangedAt?: Date;
  },
): Promise<StaffRow | null> {
  const rows = await db.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * The ids of the active admins, locked until the transaction ends: two admins demoting each
 * other at once cannot both pass the "never zero admins" check (the second waits, then counts again).
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`select id from staff_users where role = 'admin' and active order by id for update`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Takes a TOTP step as used: succeeds only when it is later than the last accepted one, in one
 * statement, so the same code sent twice at once is accepted once.
 */
export async function acceptTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, id), or(isNull(staffUsers.totpLastStep), sql`${staffUsers.totpLastStep} < ${step}`)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** The confirmed setup: the pending secret becomes the secret; its accepted step is remembered. */
export async function confirmTotpSecret(db: DbOrTx, id: number, secret: string, step: number) {
  await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(eq(staffUsers.id, id));
}

// ---------------------------------------------------------------- one-time links

export type StaffTokenPurpose = 'set-password';

/** Stores a new link's hash and voids the person's older unused links of the same purpose. */
export async function insertStaffToken(
  db: DbOrTx,
  staffId: number,
  purpose: StaffTokenPurpose,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt)));
  await db.insert(staffTokens).values({ staffId, purpose, tokenHash, expiresAt });
}

const usableToken = (purpose: StaffTokenPurpose, tokenHash: string) =>
  and(
    eq(staffTokens.tokenHash, tokenHash),
    eq(staffTokens.purpose, purpose),
    isNull(staffTokens.usedAt),
    sql`${staffTokens.expiresAt} > now()`,
    eq(staffUsers.active, true),
  );

/** The person a link is for, when it can still be used (unused, unexpired, person active). */
export async function findTokenOwner(db: DbOrTx, purpose: StaffTokenPurpose, tokenHash: string) {
  const rows = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.staffId))
    .where(usableToken(purpose, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The links past their end, used or not; returns how many went. Nothing tells an expired link from
 * an unknown one (`findTokenOwner`), so none is kept longer.
 */
export async function deleteExpiredStaffTokens(db: DbOrTx): Promise<number> {
  return deletedCount(db, sql`delete from staff_tokens where expires_at < now()`);
}

/**
 * Uses a link up in one statement (two concurrent uses: the second finds it used) and returns
 * its owner's id, or null.
 */
export async function consumeStaffToken(
  db: DbOrTx,
  purpose: StaffTokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const rows = await query<{ staff_id: number }>(
    db,
    sql`update staff_tokens t set used_at = now()
        from staff_users u
        where u.id = t.staff_id and t.token_hash = ${tokenHash} and t.purpose = ${purpose}
          and t.used_at is null and t.expires_at > now() and u.active
        returning t.staff_id`,
  );
  const row = rows[0];
  return row ? Number(row.staff_id) : null;
}
