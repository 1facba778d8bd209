import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems, textPages } from '../../db/schema/index.ts';

// The header menu's own links (menus.staff.service.ts): top-level entries of the `main` menu that
// open the blog or a text page; the category entries are left as they are.

export const MAIN_MENU = 'main';
const LINK_TYPES = ['blog-list', 'text-page'];
const ownLink = and(eq(menuItems.menu, MAIN_MENU), isNull(menuItems.parentId), inArray(menuItems.urlType, LINK_TYPES));

export async function listMenuLinks(db: DbOrTx) {
  return db
    .select({ label: menuItems.label, urlType: menuItems.urlType, url: menuItems.url })
    .from(menuItems)
    .where(ownLink)
    .orderBy(asc(menuItems.sort), asc(menuItems.id));
}

/** Replaces the own links, placed after every other top-level entry of the menu. */
export async function replaceMenuLinks(db: DbOrTx, links: { label: string; urlType: string; url: string }[]) {
  await db.delete(menuItems).where(ownLink);
  const [last] = await db
    .select({ sort: max(menuItems.sort) })
    .from(menuItems)
    .where(and(eq(menuItems.menu, MAIN_MENU), isNull(menuItems.parentId)));
  const start = (last?.sort ?? 0) + 1;
  if (links.length > 0) {
    await db
      .insert(menuItems)
      .values(links.map((l, i) => ({ menu: MAIN_MENU, parentId: null, ...l, sort: start + i })));
  }
}

export async function listPageSlugs(db: DbOrTx) {
  return db.select({ slug: textPages.slug, title: textPages.title }).from(textPages).orderBy(asc(textPages.title));
}
