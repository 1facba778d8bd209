import {
  formatDateTime,
  type PriceGroupDetailReply,
  type PriceGroupListReply,
  type PriceGroupRules,
  type PriceGroupSaveBody,
  type PricePreviewRow,
  PricesErrorCode,
} from '@shop/contract';
import { and as sqlAnd } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import type { CategoryTree } from '../catalog/category-tree.ts';
import { ruleSetOf, type StoredDiscountRule } from '../catalog/customer-prices.ts';
import { PRICE_KEYS_JOB } from '../catalog/price-keys.ts';
import { lastAuditOfRecord } from '../staff/audit.repository.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  categoryIn,
  findGroupRules,
  findPriceGroupForUpdate,
  listPriceGroupRows,
  listVendors,
  productIdsByCode,
  productIs,
  replaceGroupRules,
  type SampleProduct,
  sampleProducts,
  vendorIs,
} from './price-groups.repository.ts';
import { discountedUnitCents, effectiveDiscountBp, resolveDiscountBp } from './pricing.ts';

/**
 * Price groups and their discount rules in the back office:
 * docs/requirements/back-office.md §Price groups and rules.
 * The precedence of the rules has one home, modules/pricing/pricing.ts `resolveDiscountBp`; the
 * preview prices the edited rules through it exactly as the shop will.
 */

/** How many sample products a preview shows at most, and per rule it samples. */
export const PREVIEW_SAMPLES = 12;
const PER_TARGET = 3;

export async function priceGroupList(shop: Shop): Promise<PriceGroupListReply> {
  return { success: true, groups: await listPriceGroupRows(shop.db) };
}

const categoryLabel = (tree: CategoryTree, id: number) =>
  (tree.byId.get(id)?.lineage ?? []).map((c) => tree.byId.get(c)?.label ?? '').join(' › ');

export async function priceGroupDetail(shop: Shop, id: number): Promise<PriceGroupDetailReply> {
  const group = await findPriceGroupForUpdate(shop.db, id);
  if (!group) throw notFound();
  const [rules, vendors, tree] = await Promise.all([
    findGroupRules(shop.db, id),
    listVendors(shop.db),
    shop.categories.get(),
  ]);
  const categories = [...tree.byId.values()]
    .map((c) => ({ id: c.id, label: categoryLabel(tree, c.id) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'sk'));
  return {
    success: true,
    group: {
      id: group.id,
      name: group.name,
      version: group.version,
      defaultDiscountBp: group.defaultDiscountBp,
      rules: rules.map((r) => ({
        productCode: r.productCode,
        productName: r.productName,
        vendorId: r.vendorId,
        categoryId: r.categoryId,
        discountBp: r.discountBp,
      })),
    },
    vendors,
    categories,
  };
}

/** The edited rules as stored: product codes become ids; an unknown product, vendor or category is 400 at its row. */
async function storedRules(db: DbOrTx, tree: CategoryTree, body: PriceGroupRules): Promise<StoredDiscountRule[]> {
  const codes = body.rules.flatMap((r) => (r.productCode === null ? [] : [r.productCode]));
  // In turn: the save checks the rules in its transaction, whose statements share one client
  // (src/test/one-query-per-client.ts).
  const ids = await productIdsByCode(db, codes);
  const vendors = await listVendors(db);
  const vendorIds = new Set(vendors.map((v) => v.id));
  return body.rules.map((r, i) => {
    const productId = r.productCode === null ? null : (ids.get(r.productCode.toLowerCase()) ?? null);
    if (r.productCode !== null && productId === null) {
      throw badRequest(`rules.${i}.productCode`, PricesErrorCode.productUnknown);
    }
    if (r.vendorId !== null && !vendorIds.has(r.vendorId)) {
      throw badRequest(`rules.${i}.vendorId`, PricesErrorCode.vendorUnknown);
    }
    if (r.categoryId !== null && !tree.byId.has(r.categoryId)) {
      throw badRequest(`rules.${i}.categoryId`, PricesErrorCode.categoryUnknown);
    }
    return { productId, vendorId: r.vendorId, categoryId: r.categoryId, discountBp: r.discountBp };
  });
}

const ruleKey = (r: StoredDiscountRule) => `${r.productId}:${r.vendorId}:${r.categoryId}`;

/** Where to look for products a rule touches: the product, or the vendor's products in the category's subtree. */
function targetOf(tree: CategoryTree, r: StoredDiscountRule) {
  if (r.productId !== null) return productIs(r.productId);
  const inCategory = r.categoryId === null ? undefined : categoryIn(tree.byId.get(r.categoryId)?.subtreeIds ?? []);
  if (r.vendorId === null) return inCategory;
  const byVendor = vendorIs(r.vendorId);
  return inCategory ? sqlAnd(byVendor, inCategory) : byVendor;
}

/**
 * The group's price for a few products the edit touches, under the stored rules and the edited
 * ones: the products of the rules added, removed or changed (any product when only the default
 * changed), or of every rule when nothing changed yet.
 */
export async function previewPriceGroup(shop: Shop, id: number, body: PriceGroupRules): Promise<PricePreviewRow[]> {
  const group = await findPriceGroupForUpdate(shop.db, id);
  if (!group) throw notFound();
  const tree = await shop.categories.get();
  const after = await storedRules(shop.db, tree, body);
  const before: StoredDiscountRule[] = (await findGroupRules(shop.db, id)).map((r) => ({
    productId: r.productId,
    vendorId: r.vendorId,
    categoryId: r.categoryId,
    discountBp: r.discountBp,
  }));
  const beforeByKey = new Map(before.map((r) => [ruleKey(r), r.discountBp]));
  const afterByKey = new Map(after.map((r) => [ruleKey(r), r.discountBp]));
  const changed = [
    ...after.filter((r) => beforeByKey.get(ruleKey(r)) !== r.discountBp),
    ...before.filter((r) => !afterByKey.has(ruleKey(r))),
  ];
  const defaultChanged = group.defaultDiscountBp !== body.defaultDiscountBp;
  const targets = (changed.length > 0 || defaultChanged ? changed : after).map((r) => targetOf(tree, r));
  if (defaultChanged || targets.length === 0) targets.push(undefined);

  const seen = new Map<number, SampleProduct>();
  for (const where of targets) {
    if (seen.size >= PREVIEW_SAMPLES) break;
    for (const p of await sampleProducts(shop.db, where, PER_TARGET)) {
      if (seen.size < PREVIEW_SAMPLES) seen.set(p.id, p);
    }
  }
  const oldSet = ruleSetOf(group.defaultDiscountBp, before, tree);
  const newSet = ruleSetOf(body.defaultDiscountBp, after, tree);
  return [...seen.values()].map((p) => {
    const priced = { productId: p.id, vendorId: p.vendorId, categoryPath: tree.byId.get(p.categoryId)?.path ?? '' };
    const beforeBp = effectiveDiscountBp(resolveDiscountBp(oldSet, priced));
    const afterBp = effectiveDiscountBp(resolveDiscountBp(newSet, priced));
    return {
      productId: p.id,
      code: p.code,
      name: p.name,
      baseCents: p.priceCents,
      beforeBp,
      beforeCents: discountedUnitCents(p.priceCents, beforeBp),
      afterBp,
      afterCents: discountedUnitCents(p.priceCents, afterBp),
    };
  });
}

/**
 * Stores the group's default and rules as one change, made on the version the form was loaded at
 * (an older one is 409 `prices.stale`, naming who saved last). The catalogue's read cache holds a
 * group's rules for 30 s, so this process drops it at once (`catalogueChanged`).
 */
export async function savePriceGroup(shop: Shop, request: FastifyRequest, id: number, body: PriceGroupSaveBody) {
  const tree = await shop.categories.get();
  await shop.db.transaction(async (tx) => {
    const group = await findPriceGroupForUpdate(tx, id, true);
    if (!group) throw notFound();
    if (group.version !== body.version) {
      const last = await lastAuditOfRecord(tx, 'price_group', String(id));
      const who = last?.staff ? ` (${last.staff.name || last.staff.email}, ${formatDateTime(last.at)})` : '';
      throw new HttpError(409, [
        {
          code: PricesErrorCode.stale,
          key: 'version',
          message: `Pravidlá skupiny medzitým uložil niekto iný${who}. Obnovte stránku a skúste to znova.`,
        },
      ]);
    }
    const before = await findGroupRules(tx, id);
    const rules = await storedRules(tx, tree, body);
    await replaceGroupRules(tx, id, body.defaultDiscountBp, rules);
    const describe = (r: {
      productId: number | null;
      vendorId: number | null;
      categoryId: number | null;
      discountBp: number;
    }) =>
      `${r.productId !== null ? `produkt ${r.productId}` : ''}${r.vendorId !== null ? ` výrobca ${r.vendorId}` : ''}${
        r.categoryId !== null ? ` kategória ${r.categoryId}` : ''
      }: ${r.discountBp / 100} %`.trim();
    await recordAudit(tx, request, {
      action: 'price_group.rules',
      entity: 'price_group',
      entityId: id,
      summary: `Uložil zľavové pravidlá cenovej skupiny ${group.name}`,
      changes: {
        defaultDiscountBp: [group.defaultDiscountBp, body.defaultDiscountBp],
        rules: [before.map(describe), rules.map(describe)],
      },
    });
  });
  shop.catalog.catalogueChanged();
  // Pages ordered by price are right at once (priced per request) and fast again once the
  // group's keys follow the new rules: asked for now, not at the job's next minute.
  shop.jobs.soon(PRICE_KEYS_JOB);
  return priceGroupDetail(shop, id);
}
