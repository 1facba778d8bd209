import type { Breadcrumb, Category } from '@shop/contract';
import { asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { descriptionToHtml } from '../content/sanitize.ts';
import { keptValue } from './read-cache.ts';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  label: string;
  path: string;
  /** As stored: text with line breaks, possibly some HTML (the meta description reads it as text). */
  description: string;
  /** The description as the category page shows it: line breaks as <br />, sanitized. */
  descriptionHtml: string;
  color: string | null;
  bgColor: string | null;
  /** ids from the top category down to this one */
  lineage: number[];
  /** this category and every category below it */
  subtreeIds: number[];
  children: CategoryNode[];
}

export interface CategoryTree {
  byId: Map<number, CategoryNode>;
  byPath: Map<string, CategoryNode>;
  roots: CategoryNode[];
}

export function buildCategoryTree(rows: (typeof categories.$inferSelect)[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      label: r.label,
      path: r.path,
      description: r.description,
      // Sanitized when served: descriptions come from imports and seed data, not only an editor.
      descriptionHtml: descriptionToHtml(r.description),
      color: r.color,
      bgColor: r.bgColor,
      lineage: [],
      subtreeIds: [],
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const walk = (node: CategoryNode, lineage: number[]): number[] => {
    node.lineage = [...lineage, node.id];
    node.subtreeIds = [node.id, ...node.children.flatMap((c) => walk(c, node.lineage))];
    return node.subtreeIds;
  };
  for (const root of roots) walk(root, []);
  return { byId, byPath: new Map([...byId.values()].map((n) => [n.path, n])), roots };
}

export function toCategoryReply(node: CategoryNode): Category {
  return {
    id: node.id,
    label: node.label,
    description: node.descriptionHtml,
    url: { url: node.path },
    color: node.color,
    bg_color: node.bgColor,
    children: node.children.map(toCategoryReply),
  };
}

/** The categories from the top one down to `node`, as the breadcrumb shows them (and the JSON-LD names them). */
export function breadcrumbsOf(tree: CategoryTree, node: CategoryNode): Breadcrumb[] {
  return node.lineage.flatMap((id) => {
    const n = tree.byId.get(id);
    return n ? [{ id: n.id, label: n.label, url: { url: n.path } }] : [];
  });
}

const TTL_MS = 30_000;

/** The category tree is small and read by every listing and price calculation: kept per process briefly. */
/** The category tree as stored now (the cache below keeps it; the price keys' rebuild reads it afresh). */
export function loadCategoryTree(db: DbOrTx): Promise<CategoryTree> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)).then(buildCategoryTree);
}

export function createCategoryCache(db: Db) {
  const tree = keptValue(() => loadCategoryTree(db), TTL_MS);
  return { get: tree, invalidate: tree.drop };
}
export type CategoryCache = ReturnType<typeof createCategoryCache>;
