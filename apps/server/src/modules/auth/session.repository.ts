import { and, eq, gt, sql } from 'drizzle-orm';
import { type DbOrTx, deletedCount } from '../../db/client.ts';
import { inText, preparedPer } from '../../db/prepared.ts';
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
  /** The session ends then (a kept session is not served after it: modules/auth/session-cache.ts). */
  sessionExpiresAt: Date;
  lastSeenAt: Date;
  /**
   * The products on the customer's wishlist as the request began, when there are at most
   * `WISHLIST_WITH_SESSION` of them (else null: the cards ask the database for theirs). Every
   * logged-in catalogue read shows wishlist flags; read here, they cost no round trip of their own.
   * docs/decisions/017-perf-listing.md §The wishlist comes with the session
   */
  wishlist: number[] | null;
}

/** The longest wishlist the session read brings along (a bound on what every request reads). */
export const WISHLIST_WITH_SESSION = 500;

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
      sessionExpiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      // One entry more than the bound is read, so a longer list is known to be longer (null).
      wishlist: sql<number[] | null>`(
        select case when count(*) <= ${inText(WISHLIST_WITH_SESSION)} then coalesce(array_agg(w.product_id), '{}') end
        from (select product_id from wishlist_items where customer_id = ${customers.id}
              limit ${inText(WISHLIST_WITH_SESSION + 1)}) w)`,
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

/** The sessions past their end (`findSession` reads none of them); returns how many went. */
export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  return deletedCount(db, sql`delete from sessions where expires_at < now()`);
}
