import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems } from '../../db/schema/index.ts';

export type MenuRow = typeof menuItems.$inferSelect;

export async function findMenuRows(db: DbOrTx, menu: string): Promise<MenuRow[]> {
  return db.select().from(menuItems).where(eq(menuItems.menu, menu)).orderBy(asc(menuItems.sort), asc(menuItems.id));
}
