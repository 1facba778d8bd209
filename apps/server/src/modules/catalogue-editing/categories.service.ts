import { type CatalogueCategory, CatalogueErrorCode, type CategoryInputSchema } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { slugify } from '../../seed/random.ts';
import type { Shop } from '../../shop.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { diffChanges, recordAudit } from '../staff/audit.ts';
import {
  type CategoryRow,
  categoryUsage,
  deleteCategory,
  discountRuleCount,
  findCategoryForUpdate,
  insertCategory,
  isCategoryPathTaken,
  keepFormerPaths,
  listCategories,
  nextSiblingSort,
  rewriteDescendantPaths,
  siblings,
  updateCategory,
} from './catalogue.repository.ts';
import { inUse, published } from './catalogue.service.ts';

/**
 * The category tree as staff edit it (docs/requirements/catalogue.md §Catalogue editing):
 * create, rename, move, reorder, colours and description. A category's `path` is its ancestors'
 * slugs joined, so a rename or a move rewrites the paths of its whole subtree in the same
 * transaction, and keeps the old paths: the storefront redirects an old address to the new one
 * (modules/seo/seo.ts).
 */

type CategoryInput = z.output<typeof CategoryInputSchema>;

const toCategory = (row: CategoryRow): CatalogueCategory => ({
  ...row,
  color: row.color ?? '',
  bgColor: row.bgColor ?? '',
});

/** Every category in tree order: a parent before its children, siblings by their sort. */
export async function categoryTree(db: DbOrTx): Promise<CatalogueCategory[]> {
  const rows = await listCategories(db);
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: CatalogueCategory[] = [];
  const walk = (parentId: number | null) => {
    const list = (children.get(parentId) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const row of list) {
      ordered.push(toCategory(row));
      walk(row.id);
    }
  };
  walk(null);
  return ordered;
}

async function category(db: DbOrTx, id: number) {
  const found = (await categoryTree(db)).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

/** The parent (locked) and the path and depth a child with `slug` gets under it. */
async function placeUnder(tx: Tx, parentId: number | null, slug: string) {
  if (parentId === null) return { path: slug, depth: 1 };
  const parent = await findCategoryForUpdate(tx, parentId);
  if (!parent) throw badRequest('parentId', CatalogueErrorCode.unknownCategory);
  return { path: `${parent.path}/${slug}`, depth: parent.depth + 1 };
}

const colourOrNull = (value: string) => (value === '' ? null : value);

export async function createCategory(shop: Shop, request: FastifyRequest, input: CategoryInput) {
  const id = await shop.db.transaction(async (tx) => {
    const slug = input.slug || slugify(input.label);
    if (!slug) throw badRequest('slug');
    const { path, depth } = await placeUnder(tx, input.parentId, slug);
    if (await isCategoryPathTaken(tx, path)) throw badRequest('slug', CatalogueErrorCode.slugTaken);
    const newId = await insertCategory(tx, {
      parentId: input.parentId,
      label: input.label,
      slug,
      path,
      depth,
      color: colourOrNull(input.color),
      bgColor: colourOrNull(input.bgColor),
      description: sanitizeRichText(input.description),
      sort: await nextSiblingSort(tx, input.parentId),
    });
    await recordAudit(tx, request, {
      action: 'category.create',
      entity: 'category',
      entityId: newId,
      summary: `Vytvoril kategóriu ${input.label} (${path})`,
    });
    return newId;
  });
  published(shop, { categories: true });
  return category(shop.db, id);
}

/** Renames, moves (never under itself or its own descendant), recolours and redescribes. */
export async function editCategory(shop: Shop, request: FastifyRequest, id: number, input: CategoryInput) {
  await shop.db.transaction(async (tx) => {
    const before = await findCategoryForUpdate(tx, id);
    if (!before) throw notFound();
    const slug = input.slug || before.slug;
    const moved = input.parentId !== before.parentId;
    if (moved && input.parentId !== null) {
      const parent = await findCategoryForUpdate(tx, input.parentId);
      if (!parent) throw badRequest('parentId', CatalogueErrorCode.unknownCategory);
      if (parent.id === id || parent.path.startsWith(`${before.path}/`)) {
        throw badRequest('parentId', CatalogueErrorCode.moveIntoItself);
      }
    }
    const { path, depth } = await placeUnder(tx, input.parentId, slug);
    if (path !== before.path) {
      if (await isCategoryPathTaken(tx, path, id)) throw badRequest('slug', CatalogueErrorCode.slugTaken);
      await keepFormerPaths(tx, before.path);
      await rewriteDescendantPaths(tx, before.path, path, depth - before.depth);
    }
    const after = {
      label: input.label,
      slug,
      path,
      depth,
      parentId: input.parentId,
      color: colourOrNull(input.color),
      bgColor: colourOrNull(input.bgColor),
      description: sanitizeRichText(input.description),
      ...(moved ? { sort: await nextSiblingSort(tx, input.parentId) } : {}),
    };
    await updateCategory(tx, id, after);
    await recordAudit(tx, request, {
      action: 'category.edit',
      entity: 'category',
      entityId: id,
      summary: `Upravil kategóriu ${input.label} (${path})`,
      changes: diffChanges(before, after, ['label', 'slug', 'path', 'parentId', 'color', 'bgColor', 'description']),
    });
  });
  published(shop, { categories: true });
  return category(shop.db, id);
}

/** Moves a category one place up or down among its siblings (the menus' order). */
export async function reorderCategory(shop: Shop, request: FastifyRequest, id: number, direction: 'up' | 'down') {
  await shop.db.transaction(async (tx) => {
    const row = await findCategoryForUpdate(tx, id);
    if (!row) throw notFound();
    const list = await siblings(tx, row.parentId);
    const at = list.findIndex((s) => s.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < list.length) {
      const order = list.map((s) => s.id);
      [order[at], order[to]] = [order[to] as number, order[at] as number];
      // Renumbered 0..n-1, so siblings with equal sorts (seeded data) get a definite order.
      for (const [sort, siblingId] of order.entries()) await updateCategory(tx, siblingId, { sort });
    }
    await recordAudit(tx, request, {
      action: 'category.reorder',
      entity: 'category',
      entityId: id,
      summary: `Posunul kategóriu ${row.label} ${direction === 'up' ? 'vyššie' : 'nižšie'}`,
      changes: { position: [at, Math.max(0, Math.min(list.length - 1, to))] },
    });
  });
  published(shop, { categories: true });
  return categoryTree(shop.db);
}

/** Deletes an empty category: refused (409) while it has products or subcategories. */
export async function removeCategory(shop: Shop, request: FastifyRequest, id: number) {
  await shop.db.transaction(async (tx) => {
    const row = await findCategoryForUpdate(tx, id);
    if (!row) throw notFound();
    const usage = await categoryUsage(tx, id);
    if (usage.products > 0 || usage.children > 0) {
      throw inUse(
        CatalogueErrorCode.categoryInUse,
        `Kategóriu nemožno zmazať: má ${usage.products} produktov a ${usage.children} podkategórií. Najprv ich presuňte.`,
      );
    }
    const rules = await discountRuleCount(tx, { categoryId: id });
    if (rules > 0) {
      throw inUse(
        CatalogueErrorCode.categoryInUse,
        `Kategóriu nemožno zmazať: používa ju ${rules} zľavových pravidiel cenových skupín. Najprv ich upravte.`,
      );
    }
    await deleteCategory(tx, id);
    await recordAudit(tx, request, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      summary: `Zmazal kategóriu ${row.label} (${row.path})`,
    });
  });
  published(shop, { categories: true });
}
