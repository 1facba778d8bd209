import { CatalogueErrorCode, type CatalogueVendor } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { slugify } from '../../seed/random.ts';
import type { Shop } from '../../shop.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  deleteVendor,
  discountRuleCount,
  findVendorForUpdate,
  insertVendor,
  isVendorTaken,
  listVendors,
  updateVendor,
} from './catalogue.repository.ts';
import { inUse, published } from './catalogue.service.ts';

/**
 * Vendors (brands) as staff keep them (docs/requirements/catalogue.md §Catalogue editing).
 * A rename keeps the slug, so the brand's addresses stay; a vendor is deleted only when no
 * product names it. The logo is uploaded on the media screen.
 */

export async function vendorList(db: DbOrTx) {
  return { success: true as const, vendors: await listVendors(db) };
}

async function vendor(db: DbOrTx, id: number): Promise<CatalogueVendor> {
  const [row] = await listVendors(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createVendor(shop: Shop, request: FastifyRequest, name: string) {
  const slug = slugify(name);
  if (!slug) throw badRequest('name');
  const id = await shop.db.transaction(async (tx) => {
    if (await isVendorTaken(tx, name, slug)) throw badRequest('name', CatalogueErrorCode.vendorTaken);
    const newId = await insertVendor(tx, name, slug);
    await recordAudit(tx, request, {
      action: 'vendor.create',
      entity: 'vendor',
      entityId: newId,
      summary: `Vytvoril značku ${name}`,
    });
    return newId;
  });
  published(shop);
  return vendor(shop.db, id);
}

export async function renameVendor(shop: Shop, request: FastifyRequest, id: number, name: string) {
  await shop.db.transaction(async (tx) => {
    const before = await findVendorForUpdate(tx, id);
    if (!before) throw notFound();
    if (await isVendorTaken(tx, name, before.slug, id)) throw badRequest('name', CatalogueErrorCode.vendorTaken);
    await updateVendor(tx, id, name, before.slug);
    await recordAudit(tx, request, {
      action: 'vendor.rename',
      entity: 'vendor',
      entityId: id,
      summary: `Premenoval značku ${before.name} na ${name}`,
      changes: before.name === name ? {} : { name: [before.name, name] },
    });
  });
  published(shop);
  return vendor(shop.db, id);
}

export async function removeVendor(shop: Shop, request: FastifyRequest, id: number) {
  await shop.db.transaction(async (tx) => {
    const before = await findVendorForUpdate(tx, id);
    if (!before) throw notFound();
    const [row] = await listVendors(tx, id);
    if ((row?.productCount ?? 0) > 0) {
      throw inUse(CatalogueErrorCode.vendorInUse, `Značku nemožno zmazať: má ${row?.productCount} produktov.`);
    }
    const rules = await discountRuleCount(tx, { vendorId: id });
    if (rules > 0) {
      throw inUse(
        CatalogueErrorCode.vendorInUse,
        `Značku nemožno zmazať: používa ju ${rules} zľavových pravidiel cenových skupín. Najprv ich upravte.`,
      );
    }
    await deleteVendor(tx, id);
    await recordAudit(tx, request, {
      action: 'vendor.delete',
      entity: 'vendor',
      entityId: id,
      summary: `Zmazal značku ${before.name}`,
    });
  });
  published(shop);
}
