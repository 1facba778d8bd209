import type { MenuItem } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { findMenuRows, type MenuRow } from './menu.repository.ts';

const MAX_DEPTH = 4;

/** Builds the nested menu from flat rows (parents before children is not assumed). */
export function buildMenuTree(rows: MenuRow[]): MenuItem[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null, depth: number): MenuItem[] =>
    depth > MAX_DEPTH
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          id: row.id,
          label: row.label,
          url: row.urlType && row.url !== null ? { type: row.urlType, url: row.url } : null,
          color: row.color,
          bg_color: row.bgColor,
          description: row.description,
          children: build(row.id, depth + 1),
        }));
  return build(null, 1);
}

const TTL_MS = 30_000;
interface Cached {
  at: number;
  menu: Promise<MenuItem[]>;
}

/**
 * Menus change rarely and are read on every page, so each process keeps them for a short
 * time. `invalidate()` (app.ts) drops it in every process at once (catalogue-events.ts); TTL_MS
 * bounds what a lost announcement could leave behind.
 */
export function createMenuCache(db: Db) {
  const cache = new Map<string, Cached>();
  return {
    get(menu: string): Promise<MenuItem[]> {
      const hit = cache.get(menu);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.menu;
      const entry: Cached = { at: Date.now(), menu: findMenuRows(db, menu).then(buildMenuTree) };
      entry.menu.catch(() => cache.delete(menu));
      cache.set(menu, entry);
      return entry.menu;
    },
    invalidate() {
      cache.clear();
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
