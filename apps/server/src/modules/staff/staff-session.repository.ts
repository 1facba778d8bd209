import type { StaffRole } from '@shop/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type DbOrTx, deletedCount } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';

/** A staff session row with the person it belongs to (only active people have sessions that count). */
export interface StaffSession {
  idHash: string;
  staffId: number;
  stage: 'password_ok' | 'complete';
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  totpRequiredExempt: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A live session: before its absolute end, seen within the idle time, of an active person. */
export async function findStaffSession(db: DbOrTx, idHash: string, idleMs: number): Promise<StaffSession | null> {
  const rows = await db
    .select({
      idHash: staffSessions.idHash,
      staffId: staffSessions.staffId,
      stage: staffSessions.stage,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      totpEnabled: sql<boolean>`${staffUsers.totpSecret} is not null`,
      totpRequiredExempt: staffUsers.totpRequiredExempt,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
        eq(staffUsers.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, stage: row.stage as StaffSession['stage'], role: row.role as StaffRole } : null;
}

export async function insertStaffSession(
  db: DbOrTx,
  idHash: string,
  staffId: number,
  stage: StaffSession['stage'],
  ttlMs: number,
) {
  await db.insert(staffSessions).values({ idHash, staffId, stage, expiresAt: new Date(Date.now() + ttlMs) });
}

/** The second factor passed: the session counts from now on, for its full absolute lifetime. */
export async function completeStaffSession(db: DbOrTx, idHash: string, ttlMs: number) {
  await db
    .update(staffSessions)
    .set({ stage: 'complete', lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + ttlMs) })
    .where(eq(staffSessions.idHash, idHash));
}

export async function touchStaffSession(db: DbOrTx, idHash: string) {
  await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: DbOrTx, idHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Ends every session of a person (deactivated, password set anew, access reset). */
export async function deleteSessionsOfStaff(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/**
 * The sessions past their absolute end; returns how many went. One idle too long is dead already
 * (`findStaffSession`) and goes with its absolute end, at most 12 hours after its sign-in.
 */
export async function deleteExpiredStaffSessions(db: DbOrTx): Promise<number> {
  return deletedCount(db, sql`delete from staff_sessions where expires_at < now()`);
}
