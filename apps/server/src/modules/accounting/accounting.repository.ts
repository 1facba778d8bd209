import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountingTokens, orderLines, orders, staffUsers } from '../../db/schema/index.ts';

/** The token in force (not revoked) with this hash, or null. */
export async function findActiveToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ id: accountingTokens.id })
    .from(accountingTokens)
    .where(and(eq(accountingTokens.tokenHash, tokenHash), isNull(accountingTokens.revokedAt)));
  return rows[0] ?? null;
}

export async function activeTokenInfo(db: DbOrTx) {
  const rows = await db
    .select({ createdAt: accountingTokens.createdAt, staffName: staffUsers.name, staffEmail: staffUsers.email })
    .from(accountingTokens)
    .leftJoin(staffUsers, eq(staffUsers.id, accountingTokens.createdBy))
    .where(isNull(accountingTokens.revokedAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes every token in force and stores the new one's hash, in the caller's transaction. */
export async function replaceToken(db: DbOrTx, tokenHash: string, staffId: number) {
  const revoked = await db
    .update(accountingTokens)
    .set({ revokedAt: sql`now()` })
    .where(isNull(accountingTokens.revokedAt))
    .returning({ id: accountingTokens.id });
  const [row] = await db.insert(accountingTokens).values({ tokenHash, createdBy: staffId }).returning();
  if (!row) throw new Error('token insert returned nothing');
  return { token: row, revoked: revoked.length };
}

/** Orders with an id above the mark, oldest first, with their lines. */
export async function ordersAfter(db: DbOrTx, since: number, limit: number) {
  const head = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      company: orders.companySnapshot,
      totalExcVatCents: orders.totalExcVatCents,
      totalVatCents: orders.totalVatCents,
      totalIncVatCents: orders.totalIncVatCents,
    })
    .from(orders)
    .where(gt(orders.id, since))
    .orderBy(asc(orders.id))
    .limit(limit);
  if (head.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        head.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.sort), asc(orderLines.id));
  return head.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
}
