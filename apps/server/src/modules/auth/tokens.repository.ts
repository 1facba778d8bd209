import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, deletedCount, query } from '../../db/client.ts';
import { tokens } from '../../db/schema/index.ts';
import type { TokenKind } from './tokens.ts';

export async function insertToken(db: DbOrTx, customerId: number, kind: TokenKind, tokenHash: string, ttlMs: number) {
  await db.insert(tokens).values({ customerId, kind, tokenHash, expiresAt: new Date(Date.now() + ttlMs) });
}

/**
 * Uses a token up in one statement, so two concurrent uses cannot both succeed: the second
 * UPDATE waits for the first one's row lock, then no longer matches `used_at is null`.
 * A reset token is also void once the password changed after it was issued.
 * Returns the customer id, or null when the token is unknown, used, expired or void.
 */
export async function consumeToken(db: DbOrTx, kind: TokenKind, tokenHash: string): Promise<number | null> {
  const rows = await query<{ customer_id: number }>(
    db,
    sql`
    update tokens t set used_at = now()
    from customers c
    where ${usable(kind, tokenHash)}
    returning t.customer_id`,
  );
  const row = rows[0];
  return row ? Number(row.customer_id) : null;
}

/** Whether `consumeToken` could succeed now (a read: lets a caller skip expensive work for a dead token). */
export async function isTokenUsable(db: DbOrTx, kind: TokenKind, tokenHash: string): Promise<boolean> {
  return (await usableTokenOwner(db, kind, tokenHash)) !== null;
}

/** The customer a token can still act for (a read: nothing is used up), or null. */
export async function usableTokenOwner(db: DbOrTx, kind: TokenKind, tokenHash: string): Promise<number | null> {
  const rows = await query<{ customer_id: number }>(
    db,
    sql`select t.customer_id from tokens t join customers c on ${usable(kind, tokenHash)} limit 1`,
  );
  const row = rows[0];
  return row ? Number(row.customer_id) : null;
}

/** Unused, unexpired, of this kind; a reset token is also void once the password changed after it was issued. */
function usable(kind: TokenKind, tokenHash: string) {
  const voidAfterPasswordChange = kind === 'reset' ? sql`and c.password_changed_at <= t.created_at` : sql``;
  return sql`c.id = t.customer_id and t.token_hash = ${tokenHash} and t.kind = ${kind}
      and t.used_at is null and t.expires_at > now() ${voidAfterPasswordChange}`;
}

/** The customer a token was issued to, used or not (a link that can no longer act still shows its account). */
export async function tokenOwner(db: DbOrTx, kind: TokenKind, tokenHash: string): Promise<number | null> {
  const rows = await db
    .select({ customerId: tokens.customerId })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.kind, kind)))
    .limit(1);
  return rows[0]?.customerId ?? null;
}

/** Whether a token was ever issued (to tell a used or expired link from a made-up one). */
export async function tokenExists(db: DbOrTx, kind: TokenKind, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/** Marks a customer's unused tokens of a kind as used (kept, so an old link says "already used"). */
export async function voidTokens(db: DbOrTx, customerId: number, kind: TokenKind) {
  await db
    .update(tokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(tokens.customerId, customerId), eq(tokens.kind, kind), isNull(tokens.usedAt)));
}

/**
 * How long a token is kept after its end: an old link still says "used or expired" (`tokenExists`)
 * and an old approval link still shows its registration (`tokenOwner`) for this long, then reads
 * as unknown. docs/requirements/security-and-privacy.md §Rows whose use is over
 */
export const SPENT_LINKS_KEPT_DAYS = 30;

/** The tokens that ended over SPENT_LINKS_KEPT_DAYS ago, used or not; returns how many went. */
export async function deleteSpentTokens(db: DbOrTx): Promise<number> {
  return deletedCount(
    db,
    sql`delete from tokens where expires_at < now() - make_interval(days => ${SPENT_LINKS_KEPT_DAYS})`,
  );
}
