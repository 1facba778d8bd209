import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { customers, sessions } from '../../db/schema/index.ts';

export interface SessionCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** IČO, DIČ, IČ DPH: the order's company snapshot comes from here. */
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
  priceGroupId: number | null;
  sessionCreatedAt: Date;
  lastSeenAt: Date;
}

// Every logged-in request reads this: prepared (db/prepared.ts).
const sessionCustomerQuery = preparedPer((db) =>
  db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      companyId: customers.companyId,
      vatRegistrationId: customers.vatRegistrationId,
      extVatRegistrationId: customers.extVatRegistrationId,
      priceGroupId: customers.priceGroupId,
      sessionCreatedAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(customers.status, 'approved'),
      ),
    )
    .limit(1)
    .prepare('session_customer'),
);

export async function findSessionCustomer(db: DbOrTx, idHash: string): Promise<SessionCustomer | null> {
  const rows = await sessionCustomerQuery(db).execute({ idHash });
  return rows[0] ?? null;
}

export async function insertSession(db: DbOrTx, idHash: string, customerId: number, ttlMs: number) {
  await db.insert(sessions).values({ idHash, customerId, expiresAt: new Date(Date.now() + ttlMs) });
}

export async function touchSession(db: DbOrTx, idHash: string, ttlMs: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + ttlMs) })
    .where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a customer, optionally keeping one (the one that changed the password). */
export async function deleteCustomerSessions(db: DbOrTx, customerId: number, exceptIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.customerId, customerId), sql`${sessions.idHash} <> ${exceptIdHash}`)
        : eq(sessions.customerId, customerId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
