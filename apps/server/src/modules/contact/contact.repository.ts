import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, products } from '../../db/schema/index.ts';

export async function insertContactMessage(db: DbOrTx, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row?.id;
}

export async function findProductForQuestion(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: products.id, code: products.code, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
}
