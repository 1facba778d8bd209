import type { AttachmentGroup, ProductCard, ProductDetail, ProductFilterBody } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound, notLoggedIn } from '../../http/errors.ts';
import type { SessionCustomer } from '../auth/session.repository.ts';
import {
  findAttachmentsByCode,
  findHomepageProducts,
  findProductDetail,
  findProductsInCategories,
  findWishlistedIds,
  type ProductRow,
  productExistsByCode,
} from './catalog.repository.ts';
import type { CategoryCache, CategoryTree } from './category-tree.ts';
import { loadDiscountRules, type PriceViewer, toProductCard } from './customer-prices.ts';
import { createListingCounts } from './listing-counts.ts';
import { createReadCache } from './read-cache.ts';

const HOMEPAGE_PRODUCTS = 24;

/** `onChange`: also called when the catalogue changes (the anonymous reply cache, app.ts). */
export function createCatalogService(db: Db, categoryCache: CategoryCache, onChange: (() => void)[] = []) {
  const listingCounts = createListingCounts(db);
  const reads = createReadCache();
  /**
   * The customer's discount rules. A price group's rules change only by staff action: shared by
   * the group's customers for the cache's 30 s (an order is always priced afresh in its transaction).
   */
  function discountRules(customer: SessionCustomer, tree: CategoryTree) {
    return reads.get(`rules:${customer.priceGroupId}`, () => loadDiscountRules(db, customer, tree));
  }

  /** Cards for whoever asks: with the customer's prices and wishlist flags, or none for anonymous. */
  async function cardsFor(request: FastifyRequest, rows: ProductRow[], tree?: CategoryTree): Promise<ProductCard[]> {
    const categoryTree = tree ?? (await categoryCache.get());
    const customer = await request.customer();
    let viewer: PriceViewer | null = null;
    if (customer) {
      const [rules, wishlisted] = await Promise.all([
        discountRules(customer, categoryTree),
        findWishlistedIds(
          db,
          customer.id,
          rows.map((r) => r.id),
        ),
      ]);
      viewer = { customerId: customer.id, rules, wishlisted };
    }
    return rows.map((row) => toProductCard(row, viewer, categoryTree));
  }

  return {
    cardsFor,
    discountRules,

    /** Stock or the catalogue changed in this process: listing counts are recounted. */
    catalogueChanged: () => {
      listingCounts.invalidate();
      reads.clear();
      for (const listener of onChange) listener();
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
      if (!node) return { products: [], count: 0 };
      const inStock = body.condition.inStock === true;
      const [rows, count] = await Promise.all([
        reads.get(`filter:${node.id}:${inStock}:${body.order}:${limit}:${offset}`, () =>
          findProductsInCategories(db, { categoryIds: node.subtreeIds, inStock, ordering: body.order, limit, offset }),
        ),
        listingCounts.count(node.subtreeIds, inStock),
      ]);
      return { products: await cardsFor(request, rows, tree), count };
    },

    async detail(request: FastifyRequest, slug: string): Promise<ProductDetail> {
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
        parameters: product.parameters,
        related_products: relatedCards,
        has_attachments: product.attachments > 0,
      };
    },

    async homepage(request: FastifyRequest) {
      return cardsFor(request, await reads.get('homepage', () => findHomepageProducts(db, HOMEPAGE_PRODUCTS)));
    },

    async attachments(request: FastifyRequest, code: string): Promise<AttachmentGroup[]> {
      if (!(await request.customer())) throw notLoggedIn();
      if (!(await productExistsByCode(db, code))) throw notFound();
      const groups = new Map<string, AttachmentGroup>();
      for (const a of await findAttachmentsByCode(db, code)) {
        const group = groups.get(a.title) ?? { title: a.title, attachments: [] };
        group.attachments.push({
          url: a.url,
          filename: a.filename,
          filesize: a.filesize,
          file_icon: fileIcon(a.mime_type, a.filename),
        });
        groups.set(a.title, group);
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
