import type { DbOrTx } from '../db/client.ts';
import {
  coupons,
  discountRules,
  paymentOptions,
  priceGroups,
  shippingMethods,
  warehouses,
} from '../db/schema/index.ts';
import type { FlatCategory } from './categories.ts';
import { insertAll, syncSequence } from './insert.ts';
import { vendorId } from './products.ts';
import { DAY_MS } from './random.ts';

export const SHIPPING = [
  {
    id: 1,
    name: 'Kuriér SPS',
    priceCents: 590,
    vatRate: 23,
    pickUp: false,
    isDefault: true,
    isPacketa: false,
    sort: 1,
  },
  {
    id: 2,
    name: 'Packeta – výdajné miesto',
    priceCents: 350,
    vatRate: 23,
    pickUp: false,
    isDefault: false,
    isPacketa: true,
    sort: 2,
  },
  {
    id: 3,
    name: 'Osobný odber na predajni',
    priceCents: 0,
    vatRate: 23,
    pickUp: true,
    isDefault: false,
    isPacketa: false,
    sort: 3,
  },
] as const;

export const PAYMENTS = [
  {
    id: 1,
    name: 'Bankový prevod',
    kind: 'bank_transfer',
    priceCents: 0,
    vatRate: 23,
    allowForStore: true,
    allowForShipping: true,
    sort: 1,
  },
  {
    id: 2,
    name: 'Dobierka',
    kind: 'cash_on_delivery',
    priceCents: 150,
    vatRate: 23,
    allowForStore: false,
    allowForShipping: true,
    sort: 2,
  },
  {
    id: 3,
    name: 'Hotovosť pri odbere',
    kind: 'cash',
    priceCents: 0,
    vatRate: 23,
    allowForStore: true,
    allowForShipping: false,
    sort: 3,
  },
] as const;

export const WAREHOUSES = [
  {
    id: 1,
    name: 'Predajňa Košice',
    address: 'Priemyselná 12<br>040 01 Košice<br>Po–Št 08:00–16:00, Pi 08:00–15:00',
    sort: 1,
  },
  {
    id: 2,
    name: 'Predajňa Bratislava',
    address: 'Stará Vajnorská 37<br>831 04 Bratislava<br>Po–Št 08:00–16:00, Pi 08:00–15:00',
    sort: 2,
  },
] as const;

/** Price group ids: 1 Partner, 2 Štandard. */
export const PRICE_GROUP = { partner: 1, standard: 2 } as const;

/** The rules as the pricing module reads them (category rules by path). */
export const PARTNER_RULES = {
  defaultDiscountBp: 1000,
  rules: [
    { vendorId: vendorId('alarmix'), discountBp: 2500 },
    { categoryPath: 'eps', discountBp: 1500 },
    { categoryPath: 'cctv/ip-kamery', discountBp: 2000 },
  ],
};

export async function seedCommerce(db: DbOrTx, cats: readonly FlatCategory[], now: Date): Promise<void> {
  await insertAll(db, shippingMethods, [...SHIPPING]);
  await insertAll(db, paymentOptions, [...PAYMENTS]);
  await insertAll(db, warehouses, [...WAREHOUSES]);
  await insertAll(db, priceGroups, [
    { id: PRICE_GROUP.partner, name: 'Partner', defaultDiscountBp: PARTNER_RULES.defaultDiscountBp },
    { id: PRICE_GROUP.standard, name: 'Štandard', defaultDiscountBp: 500 },
  ]);
  const categoryId = (path: string) => {
    const c = cats.find((x) => x.path === path);
    if (!c) throw new Error(`unknown category ${path}`);
    return c.id;
  };
  await insertAll(
    db,
    discountRules,
    PARTNER_RULES.rules.map((r) =>
      'vendorId' in r
        ? { priceGroupId: PRICE_GROUP.partner, vendorId: r.vendorId, discountBp: r.discountBp }
        : { priceGroupId: PRICE_GROUP.partner, categoryId: categoryId(r.categoryPath), discountBp: r.discountBp },
    ),
  );
  await insertAll(db, coupons, [
    {
      code: 'ZIMA10',
      discountPercent: 10,
      validFrom: new Date(now.getTime() - 30 * DAY_MS),
      validTo: new Date(now.getTime() + 120 * DAY_MS),
      usageLimit: null,
    },
    {
      code: 'PARTNER20',
      discountAmountCents: 2000,
      validFrom: new Date(now.getTime() - 60 * DAY_MS),
      validTo: null,
      usageLimit: 100,
      usedCount: 7,
    },
    { code: 'JEDNORAZ', discountPercent: 5, usageLimit: 1 },
  ]);
  for (const t of ['shipping_methods', 'payment_options', 'warehouses', 'price_groups']) await syncSequence(db, t);
}
