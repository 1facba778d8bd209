import {
  CatalogueErrorCode,
  type CatalogueProduct,
  type CatalogueProductsQuerySchema,
  type CatalogueProductsReply,
  ErrorCode,
  formatDateTime,
  isValidEan,
  PRODUCT_CODE_PATTERN,
  type ProductInputSchema,
  type ProductUpdateSchema,
  type ProductVatRate,
  parsePriceToCents,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { slugify } from '../../seed/random.ts';
import type { Shop } from '../../shop.ts';
import { PRICE_KEYS_JOB } from '../catalog/price-keys.ts';
import { htmlToPlainText, sanitizeRichText } from '../content/sanitize.ts';
import { lastAuditOfRecord } from '../staff/audit.repository.ts';
import { diffChanges, recordAudit } from '../staff/audit.ts';
import {
  deleteProduct,
  existingCategoryIds,
  existingProductIds,
  findProduct,
  findProductForUpdate,
  insertProduct,
  isCodeTaken,
  isEanTaken,
  isSlugTaken,
  type ProductValues,
  parameterNamesLike,
  productLinks,
  productPage,
  replaceProductLinks,
  updateProduct,
  vendorExists,
} from './catalogue.repository.ts';

/**
 * Catalogue editing for content staff and admins
 * (docs/requirements/catalogue.md §Catalogue editing): products are created, edited, duplicated, withdrawn and put back; a product no order
 * names may be deleted. Every write is audited in its transaction, rich text is sanitized before
 * it is stored, and the storefront's caches are dropped after the commit (`published`).
 */

type ProductInput = z.output<typeof ProductInputSchema>;
type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/**
 * Drops what the storefront keeps of the catalogue, so a staff change shows at once. A change of
 * the category tree changes which discount rule reaches which category: the price keys follow it
 * within seconds, not at the job's next minute (price-keys.ts).
 */
export function published(shop: Shop, { categories = false } = {}) {
  if (categories) {
    shop.categories.invalidate();
    shop.jobs.soon(PRICE_KEYS_JOB);
  }
  shop.catalog.catalogueChanged();
}

/** A 409 naming who saved the record last and when (the editor's form is older than that). */
export async function staleEdit(
  db: DbOrTx,
  entity: string,
  id: number,
  what: string,
  code: string = ErrorCode.conflict,
): Promise<HttpError> {
  const last = await lastAuditOfRecord(db, entity, String(id));
  const who = last?.staff ? ` (${last.staff.name || last.staff.email}, ${formatDateTime(last.at)})` : '';
  return new HttpError(409, [
    {
      code,
      key: 'version',
      message: `${what} medzitým zmenil niekto iný${who}. Obnovte stránku a zmeny urobte znova.`,
    },
  ]);
}

/** A delete refused because something still uses the record; the sentence says what. */
export const inUse = (code: string, message: string) => new HttpError(409, [{ code, key: 'id', message }]);

const centsToText = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

// ------------------------------------------------------------------ list and detail

export async function productList(
  shop: Shop,
  query: z.output<typeof CatalogueProductsQuerySchema>,
): Promise<CatalogueProductsReply> {
  let categoryPath: string | undefined;
  if (query.category !== undefined) {
    const node = (await shop.categories.get()).byId.get(query.category);
    if (!node) throw badRequest('category', CatalogueErrorCode.unknownCategory);
    categoryPath = node.path;
  }
  const offset = query.after ?? 0;
  const { rows, count } = await productPage(
    shop.db,
    {
      q: query.q || undefined,
      categoryPath,
      vendorId: query.vendor,
      sold: query.sold,
      outOfStock: query.outOfStock === '1',
      missingImage: query.missingImage === '1',
    },
    offset,
    query.limit,
  );
  const next = offset + rows.length < count ? String(offset + rows.length) : null;
  return { success: true, products: rows, count, next };
}

export async function productDetail(db: DbOrTx, id: number): Promise<CatalogueProduct> {
  const row = await findProduct(db, id);
  if (!row) throw notFound();
  const links = await productLinks(db, id);
  return {
    id: row.id,
    code: row.code,
    ean: row.ean ?? '',
    name: row.name,
    slug: row.slug,
    vendorId: row.vendorId,
    categoryId: row.categoryId,
    categoryIds: links.categoryIds,
    shortDescription: row.shortDescription,
    description: row.description,
    parameters: links.parameters,
    stock: row.stock,
    unitOfMeasure: row.unitOfMeasure,
    vatRate: row.vatRate,
    priceCents: row.priceCents,
    priceText: centsToText(row.priceCents),
    related: links.related,
    sortWeight: row.sortWeight,
    active: row.active,
    version: row.version,
    ordered: links.ordered,
    imageCount: links.imageCount,
  };
}

export async function parameterNames(shop: Shop, q: string) {
  return { success: true as const, names: await parameterNamesLike(shop.db, q, 50) };
}

// ------------------------------------------------------------------ checks

/**
 * The input checked against the catalogue as it stands: each refusal names its field. Returns
 * the row values to write (rich text sanitized, price in cents).
 */
async function checkedValues(tx: Tx, input: ProductInput, exceptId = 0) {
  if (!PRODUCT_CODE_PATTERN.test(input.code)) throw badRequest('code', CatalogueErrorCode.badCode);
  if (input.ean !== '' && !isValidEan(input.ean)) throw badRequest('ean', CatalogueErrorCode.badEan);
  const priceCents = parsePriceToCents(input.price);
  if (priceCents === null) throw badRequest('price', CatalogueErrorCode.badPrice);
  if (await isCodeTaken(tx, input.code, exceptId)) throw badRequest('code', CatalogueErrorCode.codeTaken);
  if (input.ean !== '' && (await isEanTaken(tx, input.ean, exceptId))) {
    throw badRequest('ean', CatalogueErrorCode.eanTaken);
  }
  if (!(await vendorExists(tx, input.vendorId))) throw badRequest('vendorId', CatalogueErrorCode.unknownVendor);
  // The main category is never among the further ones (schema/catalog.ts productCategories).
  const further = [...new Set(input.categoryIds)].filter((c) => c !== input.categoryId);
  const known = await existingCategoryIds(tx, [input.categoryId, ...further]);
  if (!known.has(input.categoryId)) throw badRequest('categoryId', CatalogueErrorCode.unknownCategory);
  if (further.some((c) => !known.has(c))) throw badRequest('categoryIds', CatalogueErrorCode.unknownCategory);
  const related = [...new Set(input.relatedIds)].filter((r) => r !== exceptId);
  const knownProducts = await existingProductIds(tx, related);
  if (related.some((r) => !knownProducts.has(r))) throw badRequest('relatedIds', CatalogueErrorCode.unknownProduct);
  const values: Omit<ProductValues, 'slug'> = {
    code: input.code,
    ean: input.ean === '' ? null : input.ean,
    name: input.name,
    vendorId: input.vendorId,
    categoryId: input.categoryId,
    // The storefront shows the short description as text (cards, the product page's head): no markup.
    shortDescription: htmlToPlainText(input.shortDescription, Number.POSITIVE_INFINITY),
    description: sanitizeRichText(input.description),
    stock: input.stock,
    unitOfMeasure: input.unitOfMeasure,
    vatRate: input.vatRate,
    priceCents,
    sortWeight: input.sortWeight,
  };
  return { values, links: { categoryIds: further, parameters: input.parameters, relatedIds: related } };
}

/** A new product's URL slug: name and code, made unique with a counter (it never changes after). */
async function freeSlug(tx: Tx, name: string, code: string) {
  const base = slugify(`${name} ${code}`) || 'produkt';
  let slug = base;
  for (let n = 2; await isSlugTaken(tx, slug); n++) slug = `${base}-${n}`;
  return slug;
}

async function lockedProduct(tx: Tx, id: number, version?: number) {
  const row = await findProductForUpdate(tx, id);
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw await staleEdit(tx, 'product', id, 'Produkt');
  return row;
}

const AUDITED_FIELDS = [
  'code',
  'ean',
  'name',
  'vendorId',
  'categoryId',
  'shortDescription',
  'description',
  'stock',
  'unitOfMeasure',
  'vatRate',
  'priceCents',
  'sortWeight',
] as const;

// ------------------------------------------------------------------ writes

export async function createProduct(shop: Shop, request: FastifyRequest, input: ProductInput) {
  const id = await shop.db.transaction(async (tx) => {
    const { values, links } = await checkedValues(tx, input);
    const newId = await insertProduct(tx, { ...values, slug: await freeSlug(tx, values.name, values.code) });
    await replaceProductLinks(tx, newId, links);
    await recordAudit(tx, request, {
      action: 'product.create',
      entity: 'product',
      entityId: newId,
      summary: `Vytvoril produkt ${values.code} ${values.name}`,
    });
    return newId;
  });
  published(shop);
  return productDetail(shop.db, id);
}

export async function editProduct(shop: Shop, request: FastifyRequest, id: number, input: ProductUpdate) {
  await shop.db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id, input.version);
    const beforeLinks = await productLinks(tx, id);
    const { values, links } = await checkedValues(tx, input, id);
    await updateProduct(tx, id, values);
    await replaceProductLinks(tx, id, links);
    const changes = {
      ...diffChanges(before as Record<string, unknown>, values, AUDITED_FIELDS),
      ...diffChanges(
        {
          categoryIds: beforeLinks.categoryIds,
          relatedIds: beforeLinks.related.map((r) => r.id),
          parameters: beforeLinks.parameters,
        },
        {
          categoryIds: [...links.categoryIds].sort((a, b) => a - b),
          relatedIds: links.relatedIds,
          parameters: links.parameters,
        },
      ),
    };
    await recordAudit(tx, request, {
      action: 'product.edit',
      entity: 'product',
      entityId: id,
      summary: `Upravil produkt ${values.code} ${values.name}`,
      changes,
    });
  });
  published(shop);
  return productDetail(shop.db, id);
}

/** Withdraws a product from sale (not listed, not found; its page says so) or puts it back. */
export async function setOnSale(
  shop: Shop,
  request: FastifyRequest,
  id: number,
  body: { active: boolean; version: number },
) {
  await shop.db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id, body.version);
    await updateProduct(tx, id, { active: body.active });
    await recordAudit(tx, request, {
      action: body.active ? 'product.restore' : 'product.withdraw',
      entity: 'product',
      entityId: id,
      summary: `${body.active ? 'Vrátil do predaja' : 'Stiahol z predaja'} produkt ${before.code} ${before.name}`,
      changes: before.active === body.active ? {} : { active: [before.active, body.active] },
    });
  });
  published(shop);
  return productDetail(shop.db, id);
}

/**
 * A copy under a new code: every field, further category, parameter and related product, but
 * no EAN (it names one product) and no images (the media screen adds them). The copy starts
 * withdrawn, so a half-edited copy never shows in the shop.
 */
export async function duplicateProduct(shop: Shop, request: FastifyRequest, id: number, code: string) {
  const source = await productDetail(shop.db, id);
  const newId = await shop.db.transaction(async (tx) => {
    const { values, links } = await checkedValues(
      tx,
      {
        ...source,
        code,
        ean: '',
        price: source.priceText,
        // Read from a stored product, which only ever got a rate the schema allowed.
        vatRate: source.vatRate as ProductVatRate,
        relatedIds: source.related.map((r) => r.id),
      },
      0,
    );
    const copyId = await insertProduct(tx, {
      ...values,
      active: false,
      slug: await freeSlug(tx, values.name, values.code),
    });
    await replaceProductLinks(tx, copyId, links);
    await recordAudit(tx, request, {
      action: 'product.duplicate',
      entity: 'product',
      entityId: copyId,
      summary: `Vytvoril produkt ${code} ako kópiu produktu ${source.code}`,
    });
    return copyId;
  });
  published(shop);
  return productDetail(shop.db, newId);
}

/** Deletes a product no order names (an ordered one is withdrawn instead: 409). */
export async function removeProduct(shop: Shop, request: FastifyRequest, id: number, version: number) {
  await shop.db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id, version);
    if ((await productLinks(tx, id)).ordered) {
      throw new HttpError(409, [{ code: CatalogueErrorCode.ordered, key: 'id' }]);
    }
    await deleteProduct(tx, id);
    await recordAudit(tx, request, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      summary: `Zmazal produkt ${before.code} ${before.name}`,
    });
  });
  published(shop);
}
