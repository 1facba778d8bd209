import type { FlatCategory } from './categories.ts';
import { CCTV_CAMERA_FAMILIES } from './families-cctv.ts';
import { CCTV_SYSTEM_FAMILIES } from './families-cctv-system.ts';
import { EPS_FAMILIES } from './families-eps.ts';
import { EVS_FAMILIES } from './families-evs.ts';
import { EZS_CONTROL_FAMILIES } from './families-ezs.ts';
import { EZS_DEVICE_FAMILIES } from './families-ezs-devices.ts';
import { NET_FAMILIES } from './families-net.ts';
import { SKS_FAMILIES } from './families-sks.ts';
import type { Family, Param } from './family.ts';
import type { DeviceKind } from './images.ts';
import { DAY_MS, esc, type Rng, slugify } from './random.ts';
import { VENDORS, type VendorSeed, vendorBySlug } from './vendors.ts';

export const FAMILIES: readonly Family[] = [
  ...EZS_CONTROL_FAMILIES,
  ...EZS_DEVICE_FAMILIES,
  ...CCTV_CAMERA_FAMILIES,
  ...CCTV_SYSTEM_FAMILIES,
  ...EVS_FAMILIES,
  ...EPS_FAMILIES,
  ...SKS_FAMILIES,
  ...NET_FAMILIES,
];

export interface ProductSeed {
  id: number;
  code: string;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  vendor: VendorSeed;
  vendorId: number;
  categoryId: number;
  categoryPath: string;
  stock: number;
  unitOfMeasure: string;
  priceCents: number;
  vatRate: number;
  homepage: boolean;
  createdAt: Date;
  params: Param[];
  features: string[];
  kind: DeviceKind;
  note?: string;
  housing?: string;
  imageCount: number;
  /** Index of the family in FAMILIES (manuals are shared per family). */
  familyIndex: number;
}

/** Stock display thresholds are 5, 10, 20, 50, 100, 250, 500, 1000: one range per bucket. */
export const STOCK_BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [1, 4],
  [5, 9],
  [10, 19],
  [20, 49],
  [50, 99],
  [100, 249],
  [250, 499],
  [500, 999],
  [1001, 4000],
];

/** A stock level: about 10 % zero, about 2 % negative (back-ordered), the rest spread over every bucket. */
export function pickStock(r: Rng, unit: string): number {
  const x = r.next();
  if (x < 0.1) return 0;
  if (x < 0.12) return -r.int(1, 3);
  const [lo, hi] = r.pick(STOCK_BUCKETS);
  const stock = r.int(lo, hi);
  return unit === 'm' ? Math.max(stock, r.int(1, 4)) * 10 : stock;
}

/** List prices end in ,90 (or are exact below 10 €). */
export function niceCents(eur: number): number {
  if (eur >= 10) return Math.round(eur) * 100 - 10;
  if (eur >= 1) return Math.round(eur * 10) * 10;
  return Math.max(1, Math.round(eur * 100));
}

export function productDescription(name: string, f: Pick<Family, 'intro' | 'use'>, features: string[]): string {
  return `<p><strong>${esc(name)}</strong> – ${esc(f.intro)}</p><ul>${features.map((x) => `<li>${esc(x)}</li>`).join('')}</ul><p>${esc(f.use)} Záruka 24 mesiacov, tovar skladom v Košiciach.</p>`;
}

/** The ids vendors get when inserted in VENDORS order. */
export const vendorId = (slug: string): number => VENDORS.findIndex((v) => v.slug === slug) + 1;

const HOMEPAGE_LEAVES = [
  'cctv/ip-kamery/bullet-kamery',
  'cctv/ip-kamery/dome-kamery',
  'cctv/ip-kamery/ptz-kamery',
  'cctv/zaznamove-zariadenia/nvr-rekordery',
  'ezs/ustredne/bezdrotove-ustredne',
  'ezs/klavesnice/dotykove-klavesnice',
  'evs/ip-videovratniky/vonkajsie-stanice',
  'evs/ip-videovratniky/vnutorne-monitory',
  'eps/poziarne-ustredne/adresovatelne-ustredne',
  'sks/citacky/biometricke-citacky',
  'siete/switche/poe-switche',
  'siete/bezdrotove-siete/pristupove-body',
];

/** Builds the demo catalogue: deterministic for a given generator and `now`. */
export function buildProducts(r: Rng, categories: readonly FlatCategory[], now: Date): ProductSeed[] {
  const byPath = new Map(categories.map((c) => [c.path, c]));
  const codes = new Set<string>();
  const slugs = new Set<string>();
  const drafts: Omit<ProductSeed, 'id'>[] = [];
  FAMILIES.forEach((f, familyIndex) => {
    const category = byPath.get(f.leaf);
    if (!category) throw new Error(`family for unknown category ${f.leaf}`);
    for (let i = 0; i < f.count; i++) {
      const vendor = vendorBySlug(f.vendors[i % f.vendors.length] ?? '');
      let d = f.make(r, vendor, i);
      for (let attempt = 0; codes.has(d.code) && attempt < 12; attempt++) d = f.make(r, vendor, i + attempt + 1);
      if (codes.has(d.code)) d = { ...d, code: `${d.code}-${i + 1}` };
      codes.add(d.code);
      let slug = slugify(`${d.name} ${d.code}`);
      for (let k = 2; slugs.has(slug); k++) slug = slugify(`${d.name} ${d.code} ${k}`);
      slugs.add(slug);
      const unit = d.unit ?? 'ks';
      drafts.push({
        code: d.code,
        name: d.name,
        slug,
        shortDescription: d.short,
        description: productDescription(d.name, f, d.features),
        vendor,
        vendorId: vendorId(vendor.slug),
        categoryId: category.id,
        categoryPath: category.path,
        stock: pickStock(r, unit),
        unitOfMeasure: unit,
        priceCents: niceCents(d.eur),
        vatRate: f.vat ?? 23,
        homepage: false,
        createdAt: new Date(now.getTime() - r.int(1, 365) * DAY_MS - r.int(0, DAY_MS - 1)),
        params: d.params,
        features: d.features,
        kind: f.kind,
        ...(d.note ? { note: d.note } : {}),
        ...(d.housing ? { housing: d.housing } : {}),
        imageCount: r.pick([1, 2, 2, 3, 3, 3, 4, 4]),
        familyIndex,
      });
    }
  });

  // About ten products at the 19 % rate (never the books, which are at 5 %).
  for (const d of r.sample(
    drafts.filter((x) => x.vatRate === 23),
    10,
  ))
    d.vatRate = 19;
  // One showcase product per homepage leaf, always in stock and with a full gallery.
  for (const leaf of HOMEPAGE_LEAVES) {
    const d = drafts.find((x) => x.categoryPath === leaf);
    if (!d) throw new Error(`no product for homepage leaf ${leaf}`);
    d.homepage = true;
    d.imageCount = 4;
    if (d.stock <= 0) d.stock = r.int(20, 200);
  }
  // "Newest" lists order by id, so ids follow creation time.
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return drafts.map((d, i) => ({ ...d, id: i + 1 }));
}

/** Related products: some from the same category, some accessories from related categories. */
const ACCESSORIES: Record<string, string[]> = {
  'cctv/ip-kamery': [
    'cctv/prislusenstvo-cctv/drziaky',
    'siete/switche/poe-switche',
    'cctv/zaznamove-zariadenia/nvr-rekordery',
  ],
  'cctv/analogove-kamery': [
    'cctv/zaznamove-zariadenia/dvr-rekordery',
    'cctv/prislusenstvo-cctv/konektory',
    'siete/kable/koaxialne-kable',
  ],
  'cctv/zaznamove-zariadenia': ['cctv/zaznamove-zariadenia/pevne-disky', 'cctv/monitory', 'siete/zalozne-zdroje'],
  cctv: ['cctv/ip-kamery/bullet-kamery', 'cctv/prislusenstvo-cctv/napajacie-zdroje'],
  'ezs/ustredne': [
    'ezs/klavesnice/lcd-klavesnice',
    'ezs/detektory/pir-detektory',
    'ezs/sireny/vonkajsie-sireny',
    'ezs/komunikatory',
  ],
  ezs: ['ezs/ustredne/hybridne-ustredne', 'siete/kable/signalne-kable'],
  evs: ['evs/prislusenstvo-evs/zdroje-evs', 'sks/elektricke-zamky/elektricke-otvarace'],
  eps: ['eps/prislusenstvo-eps/patice', 'eps/prislusenstvo-eps/poziarne-kable'],
  sks: [
    'sks/identifikacne-media/rfid-karty',
    'sks/elektricke-zamky/elektromagneticke-zamky',
    'evs/prislusenstvo-evs/odchodove-tlacidla',
  ],
  siete: ['siete/kable/utp-kable', 'siete/rozvadzace/patch-panely'],
};

export function accessoryPaths(categoryPath: string): string[] {
  let best: string | null = null;
  for (const key of Object.keys(ACCESSORIES)) {
    if ((categoryPath === key || categoryPath.startsWith(`${key}/`)) && (!best || key.length > best.length)) best = key;
  }
  return best ? (ACCESSORIES[best] ?? []) : [];
}

export function buildRelated(
  r: Rng,
  products: readonly ProductSeed[],
): { productId: number; relatedId: number; sort: number }[] {
  const byCategory = new Map<string, ProductSeed[]>();
  for (const p of products) byCategory.set(p.categoryPath, [...(byCategory.get(p.categoryPath) ?? []), p]);
  const out: { productId: number; relatedId: number; sort: number }[] = [];
  for (const p of products) {
    const same = (byCategory.get(p.categoryPath) ?? []).filter((x) => x.id !== p.id);
    const accessories = accessoryPaths(p.categoryPath)
      .flatMap((path) => byCategory.get(path) ?? [])
      .filter((x) => x.id !== p.id);
    const chosen = new Set<number>();
    for (const x of r.sample(same, r.int(1, 3))) chosen.add(x.id);
    for (const x of r.sample(accessories, r.int(2, 3))) chosen.add(x.id);
    const target = r.int(3, 6);
    for (const x of r.shuffle(products)) {
      if (chosen.size >= target) break;
      if (x.id !== p.id && x.categoryPath.split('/')[0] === p.categoryPath.split('/')[0]) chosen.add(x.id);
    }
    [...chosen].slice(0, 6).forEach((relatedId, sort) => {
      out.push({ productId: p.id, relatedId, sort });
    });
  }
  return out;
}
