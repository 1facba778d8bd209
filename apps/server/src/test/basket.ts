import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  coupons,
  customers,
  discountRules,
  paymentOptions,
  priceGroups,
  productImages,
  products,
  sessions,
  shippingMethods,
  vendors,
  warehouses,
} from '../db/schema/index.ts';
import { type Browser, browser, type TestShop } from './app.ts';

/**
 * Test data for the cart and checkout, created inside the test (the demo seed may hold other
 * data; every code and slug here carries a random suffix, so nothing collides with it).
 *
 * Price group "Partner": 10 % by default, 15 % on the child category.
 * Products: A 123,45 € (23 %, child category: 104,93 €), B 9,99 € (5 %: 8,99 €),
 * C 0,33 € (19 %: 0,30 €), D 50,00 € (23 %: 45,00 €), and an inactive one.
 */
export async function createCheckoutFixture(shop: TestShop) {
  const db = shop.app.shop.db;
  const s = randomBytes(4).toString('hex');
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${s}`, slug: `vendor-${s}` })
    .returning();
  const [root] = await db
    .insert(categories)
    .values({ label: `Root ${s}`, slug: `root-${s}`, path: `root-${s}`, depth: 0 })
    .returning();
  if (!vendor || !root) throw new Error('fixture insert failed');
  const [child] = await db
    .insert(categories)
    .values({ parentId: root.id, label: `Child ${s}`, slug: 'child', path: `root-${s}/child`, depth: 1 })
    .returning();
  if (!child) throw new Error('fixture insert failed');
  const [group] = await db
    .insert(priceGroups)
    .values({ name: `Partner ${s}`, defaultDiscountBp: 1000 })
    .returning();
  if (!group) throw new Error('fixture insert failed');
  await db.insert(discountRules).values({ priceGroupId: group.id, categoryId: child.id, discountBp: 1500 });

  const product = async (
    key: string,
    priceCents: number,
    vatRate: number,
    categoryId: number,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(products)
      .values({
        code: `${key}-${s}`,
        name: `Produkt ${key} ${s}`,
        slug: `produkt-${key.toLowerCase()}-${s}`,
        vendorId: vendor.id,
        categoryId,
        priceCents,
        vatRate,
        stock: 10,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('fixture insert failed');
    return row;
  };
  const a = await product('A', 12345, 23, child.id);
  const b = await product('B', 999, 5, root.id);
  const c = await product('C', 33, 19, root.id);
  const d = await product('D', 5000, 23, root.id, { unitOfMeasure: 'm' });
  const inactive = await product('X', 1000, 23, root.id, { active: false });
  await db
    .insert(productImages)
    .values({ productId: a.id, src: `/media/a-${s}.webp`, caption: 'Produkt A', cover: true, width: 800, height: 600 });

  const [courier, pickup, packeta] = await db
    .insert(shippingMethods)
    .values([
      { name: `Kuriér ${s}`, priceCents: 490, vatRate: 23, isDefault: true, sort: 1 },
      { name: `Osobný odber ${s}`, priceCents: 0, vatRate: 23, pickUp: true, sort: 2 },
      { name: `Packeta ${s}`, priceCents: 300, vatRate: 23, isPacketa: true, sort: 3 },
    ])
    .returning();
  const [transfer, cod, cash] = await db
    .insert(paymentOptions)
    .values([
      {
        name: `Prevodom ${s}`,
        kind: 'bank_transfer',
        priceCents: 0,
        allowForStore: true,
        allowForShipping: true,
        sort: 1,
      },
      {
        name: `Dobierka ${s}`,
        kind: 'cash_on_delivery',
        priceCents: 150,
        allowForStore: false,
        allowForShipping: true,
        sort: 2,
      },
      { name: `V hotovosti ${s}`, kind: 'cash', priceCents: 0, allowForStore: true, allowForShipping: false, sort: 3 },
    ])
    .returning();
  const [warehouse] = await db
    .insert(warehouses)
    .values({ name: `Predajňa ${s}`, address: 'Hlavná 1<br>040 01 Košice' })
    .returning();
  if (!courier || !pickup || !packeta || !transfer || !cod || !cash || !warehouse)
    throw new Error('fixture insert failed');
  shop.app.shop.categories.invalidate();
  shop.app.shop.catalog.catalogueChanged();
  return {
    suffix: s,
    priceGroupId: group.id,
    products: { a, b, c, d, inactive },
    shipping: { courier, pickup, packeta },
    payment: { transfer, cod, cash },
    warehouse,
  };
}
export type CheckoutFixture = Awaited<ReturnType<typeof createCheckoutFixture>>;

/** A coupon; `code` gets the fixture's suffix so tests never collide with the seed. */
export async function createCoupon(
  shop: TestShop,
  values: Omit<typeof coupons.$inferInsert, 'code'> & { code: string },
) {
  const [row] = await shop.app.shop.db
    .insert(coupons)
    .values({ ...values, code: `${values.code}-${randomBytes(3).toString('hex')}`.toUpperCase() })
    .returning();
  if (!row) throw new Error('coupon insert failed');
  return row;
}

/** An approved company customer (no usable password: tests log in through a session row). */
export async function createCustomer(
  shop: TestShop,
  priceGroupId: number | null,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const s = randomBytes(4).toString('hex');
  const [row] = await shop.app.shop.db
    .insert(customers)
    .values({
      email: `zakaznik-${s}@example.com`,
      passwordHash: 'not-a-hash',
      firstName: 'Ján',
      lastName: 'Novák',
      companyName: `Firma ${s} s.r.o.`,
      companyId: '12345678',
      vatRegistrationId: '2020123456',
      extVatRegistrationId: 'SK2020123456',
      priceGroupId,
      status: 'approved',
      approvedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer insert failed');
  return row;
}

/** A browser() client logged in as the customer: a session row inserted directly and its cookie set. */
export async function loginAs(app: FastifyInstance, customerId: number): Promise<Browser> {
  const sid = randomBytes(32).toString('base64url');
  const idHash = createHash('sha256').update(sid).digest('base64url');
  await app.shop.db.insert(sessions).values({ idHash, customerId, expiresAt: new Date(Date.now() + 3600_000) });
  const client = browser(app);
  client.jar.set('sid', sid);
  // The XSRF cookie is issued for this session id on the next call.
  await client.get('/admin/v1/health');
  return client;
}

export const invoiceAddress = {
  firstName: 'Ján',
  lastName: 'Novák',
  street: 'Hlavná 12',
  city: 'Košice',
  zip: '04001',
  phone: '+421 900 123 456',
};

/** A × 2 (23 %), B × 3 (5 %), C × 7 (19 %): products 238,93 € at three VAT rates. */
export const threeRates = (fx: CheckoutFixture): [number, number][] => [
  [fx.products.a.id, 2],
  [fx.products.b.id, 3],
  [fx.products.c.id, 7],
];

/**
 * Fills the basket so an order can be placed: products A×2, B×3 (or `items`), the invoice
 * address, courier delivery and bank transfer. Fails loudly when a step is refused.
 */
export async function fillBasketForOrder(
  client: Browser,
  fx: CheckoutFixture,
  items: [number, number][] = [
    [fx.products.a.id, 2],
    [fx.products.b.id, 3],
  ],
) {
  for (const [product, quantity] of items) await expectOk(client.put('/admin/v1/basket/add', { product, quantity }));
  await expectOk(client.patch('/admin/v1/basket/address', { invoice: invoiceAddress }));
  await expectOk(client.patch('/admin/v1/basket/shipping', { id: fx.shipping.courier.id }));
  await expectOk(client.patch('/admin/v1/basket/payment', { id: fx.payment.transfer.id }));
}

async function expectOk(pending: ReturnType<Browser['get']>) {
  const res = await pending;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
}

/** Places an order with a fresh (or given) Idempotency-Key. */
export function placeOrderCall(client: Browser, key = `key-${randomBytes(8).toString('hex')}`, newsletter = false) {
  return client.post('/admin/v1/basket/order', { newsletter }, { 'idempotency-key': key });
}

/**
 * A new customer of the fixture's price group (with `customer` overrides) orders `items` (the three
 * VAT rates by default) with an optional payment option and coupon; the order, the customer and
 * their session. Fails loudly when a step is refused.
 */
export async function placeOrderAs(
  shop: TestShop,
  fx: CheckoutFixture,
  options: {
    items?: [number, number][];
    paymentId?: number;
    coupon?: string;
    customer?: Partial<typeof customers.$inferInsert>;
  } = {},
) {
  const customer = await createCustomer(shop, fx.priceGroupId, options.customer);
  const client = await loginAs(shop.app, customer.id);
  await fillBasketForOrder(client, fx, options.items ?? threeRates(fx));
  if (options.paymentId !== undefined)
    await expectOk(client.patch('/admin/v1/basket/payment', { id: options.paymentId }));
  if (options.coupon) await expectOk(client.post('/admin/v1/basket/coupon', { code: options.coupon }));
  const res = await expectOk(placeOrderCall(client));
  return { order: res.json().order as { id: number; number: string }, customer, client };
}
