import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, vatChecks } from '../../db/schema/index.ts';

export type VatCheckRow = typeof vatChecks.$inferSelect;

export async function insertVatCheck(db: DbOrTx, row: typeof vatChecks.$inferInsert): Promise<VatCheckRow> {
  const rows = await db.insert(vatChecks).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('vat check insert returned nothing');
  return inserted;
}

export async function findLatestVatCheck(db: DbOrTx, customerId: number): Promise<VatCheckRow | null> {
  const rows = await db
    .select()
    .from(vatChecks)
    .where(eq(vatChecks.customerId, customerId))
    .orderBy(desc(vatChecks.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The customer's current IČ DPH ('' when none), or null when there is no such customer. */
export async function findCustomerVatNumber(db: DbOrTx, customerId: number): Promise<string | null> {
  const rows = await db
    .select({ number: customers.extVatRegistrationId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return rows[0]?.number ?? null;
}
