import {
  type AttachmentGroup,
  effectiveOrdering,
  isPriceOrdering,
  type Ordering,
  type ProductCard,
  type ProductDetail,
  type ProductFilterBody,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound, notLoggedIn } from '../../http/errors.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import type { DiscountRuleSet } from '../pricing/pricing.ts';
import {
  type CardRow,
  findAttachmentsByCode,
  findHomepageProducts,
  findProductDetail,
  findProductsInCategory,
  findVendorsOnSale,
  findWishlistedIds,
  productExistsByCode,
} from './catalog.repository.ts';
import { breadcrumbsOf, type CategoryCache, type CategoryTree } from './category-tree.ts';
import {
  type DiscountLookup,
  discountLookup,
  loadDiscountRules,
  lookupFingerprint,
  type PriceViewer,
  productCardJson,
  toProductCard,
} from './customer-prices.ts';
import { createListingCounts } from './listing-counts.ts';
import { createReadCache } from './read-cache.ts';

const HOMEPAGE_PRODUCTS = 24;
/** Bounds what a lost change announcement could leave behind, as the read cache's TTL does. */
const RULES_TTL_MS = 30_000;

/** `onChange`: also called when the catalogue changes (the anonymous reply cache, app.ts). */
export function createCatalogService(
  db: Db,
  categoryCache: CategoryCache,
  onChange: (() => void)[] = [],
  /** false: every read goes to the database (config `readCache`). */
  keepReads = true,
) {
  /** Called when the catalogue changes, but not when only stock does (`onCatalogueChange`). */
  const onCatalogueOnly: (() => void)[] = [];
  const listingCounts = createListingCounts(db);
  const reads = createReadCache(keepReads ? 2000 : 0);
  const groupRules = new Map<number, { at: number; tree: CategoryTree; rules: Promise<DiscountRuleSet | null> }>();
  /**
   * The customer's discount rules. A price group's rules change only by staff action, which drops
   * them in every process within a second (price-groups.service.ts `catalogueChanged`): shared by
   * the group's customers until then, at most 30 s, and while the category tree they were resolved
   * in is current (an order is always priced afresh in its transaction). Kept like the category
   * tree, also with the read cache off: a few rows every logged-in catalogue read needs, whose
   * query was a quarter of a logged-in listing's round trips.
   */
  function discountRules(customer: SessionCustomer, tree: CategoryTree): Promise<DiscountRuleSet | null> {
    const group = customer.priceGroupId;
    if (group === null) return Promise.resolve(null);
    const kept = groupRules.get(group);
    if (kept && kept.tree === tree && Date.now() - kept.at < RULES_TTL_MS) return kept.rules;
    const entry = { at: Date.now(), tree, rules: loadDiscountRules(db, customer, tree) };
    groupRules.set(group, entry);
    entry.rules.catch(() => {
      if (groupRules.get(group) === entry) groupRules.delete(group);
    });
    return entry.rules;
  }

  /**
   * Who is asking, for the price fields of cards: null for anonymous visitors (no prices), else the
   * customer's rules and which of `rows` are on their wishlist. `rules`: the customer's discount
   * rules when the caller already has them (a page ordered by price shows the prices it was
   * ordered by).
   */
  async function viewerOf(
    request: FastifyRequest,
    rows: CardRow[],
    tree: CategoryTree,
    rules?: DiscountRuleSet | null,
  ): Promise<PriceViewer | null> {
    const customer = await request.customer();
    if (!customer) return null;
    const [customerRules, wishlisted] = await Promise.all([
      rules !== undefined ? rules : discountRules(customer, tree),
      customer.wishlist
        ? new Set(customer.wishlist)
        : findWishlistedIds(
            db,
            customer.id,
            rows.map((r) => r.id),
          ),
    ]);
    return { customerId: customer.id, rules: customerRules, wishlisted };
  }

  /** Cards for whoever asks: with the customer's prices and wishlist flags, or none for anonymous. */
  async function cardsFor(
    request: FastifyRequest,
    rows: CardRow[],
    tree?: CategoryTree,
    rules?: DiscountRuleSet | null,
  ): Promise<ProductCard[]> {
    const categoryTree = tree ?? (await categoryCache.get());
    const viewer = await viewerOf(request, rows, categoryTree, rules);
    return rows.map((row) => toProductCard(row, viewer, categoryTree));
  }

  /**
   * What orders a page by the customer's price (orderings 4 and 5): the customer's rules, their
   * lookup over `categoryIds` (all categories without it) and a read-cache key part naming the
   * price group and the exact rules, so a page ordered under older rules is never served with
   * newer prices. Anonymous visitors and other orderings get none (a price ordering without a
   * login is the default, `effectiveOrdering`; docs/decisions/004-listing-price-order.md).
   */
  async function priceOrder(
    request: FastifyRequest,
    ordering: Ordering,
  ): Promise<{
    ordering: Ordering;
    rules?: DiscountRuleSet | null;
    discounts?: DiscountLookup;
    priceGroupId?: number | null;
    cacheKey: string;
  }> {
    const customer = await request.customer();
    const effective = effectiveOrdering(ordering, customer !== null);
    if (!customer || !isPriceOrdering(effective)) return { ordering: effective, cacheKey: '' };
    const tree = await categoryCache.get();
    const rules = await discountRules(customer, tree);
    const { discounts, fingerprint } = lookupOf(rules, tree);
    return {
      ordering: effective,
      rules,
      discounts,
      priceGroupId: customer.priceGroupId,
      cacheKey: `:group=${customer.priceGroupId}:${fingerprint}`,
    };
  }

  /**
   * A group's rules as a price ordering uses them: the lookup over every category (a product listed
   * through a further category is priced by its main one, which may lie outside the listed subtree)
   * and the lookup's fingerprint, the one its kept price keys are checked against (price-keys.ts).
   * Worked out once per loaded rules and tree, not per request (they change together: `discountRules`).
   */
  const lookups = new WeakMap<
    DiscountRuleSet,
    { tree: CategoryTree; discounts: DiscountLookup; fingerprint: string }
  >();
  function lookupOf(rules: DiscountRuleSet | null, tree: CategoryTree) {
    const kept = rules && lookups.get(rules);
    if (kept && kept.tree === tree) return kept;
    const discounts = discountLookup(rules, tree, [...tree.byId.keys()]);
    const derived = { tree, discounts, fingerprint: lookupFingerprint(discounts) };
    if (rules) lookups.set(rules, derived);
    return derived;
  }

  function dropStockReads() {
    listingCounts.invalidate();
    reads.clear();
    for (const listener of onChange) listener();
  }

  return {
    cardsFor,
    discountRules,
    priceOrder,

    /**
     * Stock changed: listing counts are recounted, kept reads and replies dropped; the price
     * groups' rules stay. This process only: writers call `shop.cacheEvents.stockChanged()` (app.ts).
     */
    dropStockReads,

    /** The catalogue changed in this process: what stock shows and the price groups' rules. */
    catalogueChanged: () => {
      dropStockReads();
      groupRules.clear();
      for (const listener of onCatalogueOnly) listener();
    },

    /**
     * Also drop `listener`'s caches whenever the catalogue changes (the search's result caches);
     * with `stock: false` not when only stock changed, for what shows no stock (the blog's words).
     */
    onCatalogueChange: (listener: () => void, { stock = true }: { stock?: boolean } = {}) => {
      (stock ? onChange : onCatalogueOnly).push(listener);
    },

    async category(path: string) {
      const tree = await categoryCache.get();
      const node = tree.byPath.get(path.replace(/^\/+|\/+$/g, ''));
      if (!node) throw notFound();
      return { node, tree };
    },

    async filter(request: FastifyRequest, body: ProductFilterBody, limit: number, offset: number) {
      const tree = await categoryCache.get();
      const node = tree.byId.get(body.condition.categories.id);
      if (!node) return { cards: [], count: 0 };
      const inStock = body.condition.inStock === true;
      const order = await priceOrder(
        request,
        // the body's schema allows 1–7 only
        body.order as Ordering,
      );
      const { ordering, discounts } = order;
      const [rows, count] = await Promise.all([
        reads.get(`filter:${node.id}:${inStock}:${ordering}:${limit}:${offset}${order.cacheKey}`, () =>
          findProductsInCategory(db, {
            categoryId: node.id,
            inStock,
            ordering,
            limit,
            offset,
            ...(discounts ? { discounts, priceGroupId: order.priceGroupId ?? null } : {}),
          }),
        ),
        listingCounts.count(node.id, inStock),
      ]);
      // The cards as JSON text: the listing is sent without building them as objects (routes).
      const viewer = await viewerOf(request, rows, tree, order.rules);
      return { cards: rows.map((row) => productCardJson(row, viewer, tree)), count };
    },

    async detail(request: FastifyRequest, slug: string): Promise<ProductDetail> {
      // The description is served as stored: every writer (the editor, the import) sanitizes it
      // (docs/requirements/security-and-privacy.md §Stored HTML).
      const product = await reads.get(`detail:${slug}`, () => findProductDetail(db, slug));
      if (!product) throw notFound();
      const { row, related } = product;
      const tree = await categoryCache.get();
      const [card, ...relatedCards] = await cardsFor(request, [row, ...related], tree);
      const category = tree.byId.get(row.category_id);
      return {
        ...(card as ProductCard),
        image: product.images,
        description: row.description,
        category: { id: row.category_id, label: category?.label ?? '', url: { url: category?.path ?? '' } },
        breadcrumbs: category ? breadcrumbsOf(tree, category) : [],
        parameters: product.parameters,
        related_products: relatedCards,
        has_attachments: product.attachments > 0,
        on_sale: row.active,
      };
    },

    async homepage(request: FastifyRequest) {
      return cardsFor(request, await reads.get('homepage', () => findHomepageProducts(db, HOMEPAGE_PRODUCTS)));
    },

    /** The brand row: every vendor with an active product (not only those among the homepage products). */
    vendors: () => reads.get('vendors', () => findVendorsOnSale(db)),

    async attachments(request: FastifyRequest, code: string): Promise<AttachmentGroup[]> {
      if (!(await request.customer())) throw notLoggedIn();
      if (!(await productExistsByCode(db, code))) throw notFound();
      const groups = new Map<string, AttachmentGroup>();
      for (const a of await findAttachmentsByCode(db, code)) {
        const group = groups.get(a.group) ?? { title: a.group, attachments: [] };
        group.attachments.push({
          title: a.title,
          url: a.url,
          filename: a.filename,
          filesize: a.filesize,
          file_icon: fileIcon(a.mime_type, a.filename),
        });
        groups.set(a.group, group);
      }
      return [...groups.values()];
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

/** A short icon name the web maps to an icon (pdf, image, archive, file). */
export function fileIcon(mime: string, filename: string): string {
  if (mime === 'application/pdf' || filename.toLowerCase().endsWith('.pdf')) return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (/zip|rar|7z|tar/.test(mime)) return 'archive';
  return 'file';
}
