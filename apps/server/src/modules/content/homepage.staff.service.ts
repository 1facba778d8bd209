import { type HomepageBody, HomepageErrorCode, type HomepageReply } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { findStoredSizes } from '../media/media-staff.repository.ts';
import { recordAudit } from '../staff/audit.ts';
import {
  listBrands,
  listOfferProducts,
  listTopBanners,
  productIdsForCodes,
  replaceTopBanners,
  setOfferProducts,
  setShownBrands,
  vendorIdsExisting,
} from './homepage.staff.repository.ts';

/**
 * The home page as staff arrange it (docs/requirements/back-office.md §Homepage). Saved whole, in
 * one transaction and one audit entry; the storefront's read caches in this process are dropped
 * at once (`catalogueChanged`). Banner dates are applied by the storefront's read.
 */
export async function homepage(shop: Shop): Promise<HomepageReply> {
  const [banners, offers, brands] = await Promise.all([
    listTopBanners(shop.db),
    listOfferProducts(shop.db),
    listBrands(shop.db),
  ]);
  return {
    success: true,
    banners: banners.map((b) => ({
      id: b.id,
      image: b.image,
      label: b.label,
      link: b.link,
      width: b.width,
      height: b.height,
      validFrom: b.validFrom?.toISOString() ?? null,
      validTo: b.validTo?.toISOString() ?? null,
    })),
    offers,
    brands,
  };
}

export async function saveHomepage(shop: Shop, request: FastifyRequest, body: HomepageBody): Promise<HomepageReply> {
  await shop.db.transaction(async (tx) => {
    const before = await homepageSummary(tx);
    const ids = await productIdsForCodes(tx, body.offerCodes);
    const offerIds = body.offerCodes.map((code, i) => {
      const found = ids.get(code.toLowerCase());
      if (found === undefined) throw badRequest(`offerCodes.${i}`, HomepageErrorCode.productUnknown);
      return found;
    });
    const known = await vendorIdsExisting(tx, body.brandIds);
    body.brandIds.forEach((vendorId, i) => {
      if (!known.has(vendorId)) throw badRequest(`brandIds.${i}`, HomepageErrorCode.vendorUnknown);
    });
    // The sizes are read from the stored files, not taken from the form: the storefront's srcset
    // then names only files that exist.
    const variants = await findStoredSizes(
      tx,
      body.banners.map((b) => b.image),
    );
    await replaceTopBanners(
      tx,
      body.banners.map((b, sort) => ({
        image: b.image,
        label: b.label,
        link: b.link,
        width: b.width,
        height: b.height,
        variants: variants[sort] ?? null,
        sort,
        validFrom: b.validFrom ? new Date(b.validFrom) : null,
        validTo: b.validTo ? new Date(b.validTo) : null,
      })),
    );
    await setOfferProducts(tx, [...new Set(offerIds)]);
    await setShownBrands(tx, body.brandIds);
    const after = await homepageSummary(tx);
    await recordAudit(tx, request, {
      action: 'homepage.save',
      entity: 'homepage',
      entityId: null,
      summary: 'Upravil úvodnú stránku',
      changes: {
        banners: [before.banners, after.banners],
        offers: [before.offers, after.offers],
        brands: [before.brands, after.brands],
      },
    });
  });
  shop.catalog.catalogueChanged();
  return homepage(shop);
}

async function homepageSummary(db: Shop['db'] | Parameters<Parameters<Shop['db']['transaction']>[0]>[0]) {
  // In turn: the save summarises in its transaction, whose statements share one client
  // (src/test/one-query-per-client.ts).
  const banners = await listTopBanners(db);
  const offers = await listOfferProducts(db);
  const brands = await listBrands(db);
  return {
    banners: banners.map((b) => b.label),
    offers: offers.map((o) => o.code),
    brands: brands.filter((b) => b.shown).map((b) => b.name),
  };
}
