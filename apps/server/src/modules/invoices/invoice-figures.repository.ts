import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

export interface OverdueFigures {
  invoices: number;
  /** What is still owed on them: total minus paid, summed. */
  balanceCents: number;
}

/**
 * Invoices past their due date and not paid in full (docs/requirements/back-office.md §Dashboard),
 * read through the partial index of unpaid invoices (invoices_unpaid_due_idx).
 */
export async function overdueInvoices(db: DbOrTx, now: Date): Promise<OverdueFigures> {
  const rows = await query<{ invoices: number; balance: string | number | bigint }>(
    db,
    sql`select count(*)::int as invoices, coalesce(sum(total_cents - paid_cents), 0)::bigint as balance
        from invoices where paid_cents < total_cents and due_at < ${now.toISOString()}::timestamptz`,
  );
  return { invoices: Number(rows[0]?.invoices ?? 0), balanceCents: Number(rows[0]?.balance ?? 0) };
}
