import { randomBytes } from 'node:crypto';
import {
  categories,
  discountRules,
  invoices,
  orderLines,
  orders,
  productImages,
  products,
  vendors,
} from '../db/schema/index.ts';
import { orderTotals } from '../modules/basket/basket-totals.ts';
import { lineAmounts } from '../modules/pricing/pricing.ts';
import type { TestShop } from './app.ts';

/**
 * Catalogue, order and invoice rows for account tests, inserted through Drizzle with unique
 * codes, so they work on the empty and on the demo template alike.
 */

const suffix = () => randomBytes(4).toString('hex');

export interface TestProduct {
  id: number;
  code: string;
  name: string;
  slug: string;
  priceCents: number;
  vatRate: number;
  vendorId: number;
  categoryId: number;
}

/** A vendor, a category and products with the given names and list prices (one cover image each). */
export async function createProducts(
  shop: TestShop,
  items: { name: string; priceCents: number; code?: string; vatRate?: number }[],
): Promise<TestProduct[]> {
  const db = shop.app.shop.db;
  const s = suffix();
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Výrobca ${s}`, slug: `vyrobca-${s}` })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ label: `Kategória ${s}`, slug: `kat-${s}`, path: `kat-${s}`, depth: 0 })
    .returning();
  if (!vendor || !category) throw new Error('catalogue not created');
  const created: TestProduct[] = [];
  for (const [i, item] of items.entries()) {
    const code = item.code ?? `T${s}-${i}`;
    const [row] = await db
      .insert(products)
      .values({
        code,
        name: item.name,
        slug: `produkt-${s}-${i}`,
        vendorId: vendor.id,
        categoryId: category.id,
        stock: 10,
        priceCents: item.priceCents,
        vatRate: item.vatRate ?? 23,
      })
      .returning();
    if (!row) throw new Error('product not created');
    await db.insert(productImages).values({
      productId: row.id,
      src: `/media/test/${row.slug}.webp`,
      caption: row.name,
      cover: true,
      width: 800,
      height: 600,
    });
    created.push({
      id: row.id,
      code: row.code,
      name: row.name,
      slug: row.slug,
      priceCents: row.priceCents,
      vatRate: row.vatRate,
      vendorId: vendor.id,
      categoryId: category.id,
    });
  }
  return created;
}

/** A discount for a vendor inside a price group (basis points: 1000 = 10 %). */
export async function addVendorDiscount(shop: TestShop, priceGroupId: number, vendorId: number, discountBp: number) {
  await shop.app.shop.db.insert(discountRules).values({ priceGroupId, vendorId, discountBp });
}

export interface OrderOptions {
  createdAt?: Date;
  lines?: { product: TestProduct; quantity: number; discountBp?: number }[];
  status?: 'new' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  packetaPointName?: string;
}

/**
 * Numbers of the orders made here: `20269` and five digits, counted on from a random start, so
 * a file's orders never share one (22 random numbers collided in a CI run) and stay clear of the
 * year's sequence.
 */
let nextNumber = Math.floor(Math.random() * 50_000);
const testOrderNumber = () => `20269${String(nextNumber++ % 100_000).padStart(5, '0')}`;

/** An order as checkout would store it (snapshot, totals through the pricing functions). */
export async function createOrder(shop: TestShop, customerId: number, options: OrderOptions = {}) {
  const db = shop.app.shop.db;
  const lines = options.lines ?? [];
  const amounts = lines.map((l) => ({
    vatRate: l.product.vatRate,
    ...lineAmounts(l.product.priceCents, l.discountBp ?? 0, l.quantity, l.product.vatRate),
  }));
  const shipping = { priceCents: 490, vatRate: 23 };
  const payment = { priceCents: 100, vatRate: 23 };
  const totals = orderTotals(amounts, shipping, payment, 0);
  const address = {
    firstName: 'Ján',
    lastName: 'Testovací',
    street: 'Hlavná 1',
    city: 'Košice',
    zip: '040 01',
    phone: '+421 900 123 456',
  };
  const [order] = await db
    .insert(orders)
    .values({
      number: testOrderNumber(),
      customerId,
      status: options.status ?? 'new',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      shippingName: 'Kuriér',
      shippingPriceCents: shipping.priceCents,
      shippingVatRate: shipping.vatRate,
      paymentName: 'Bankový prevod',
      paymentKind: 'bank_transfer',
      paymentPriceCents: payment.priceCents,
      paymentVatRate: payment.vatRate,
      note: 'Prosím volať pred doručením',
      packetaPointName: options.packetaPointName ?? null,
      invoiceAddress: { ...address, email: 'fakturacia@example.sk' },
      deliveryAddress: { ...address, street: 'Skladová 7' },
      companySnapshot: {
        companyName: 'Testovacia firma s.r.o.',
        companyId: '12345678',
        vatRegistrationId: '2020123456',
        extVatRegistrationId: 'SK2020123456',
      },
      productsExcVatCents: totals.productsExcVatCents,
      totalExcVatCents: totals.totalExcVatCents,
      totalVatCents: totals.totalVatCents,
      totalIncVatCents: totals.totalIncVatCents,
    })
    .returning();
  if (!order) throw new Error('order not created');
  if (lines.length > 0) {
    await db.insert(orderLines).values(
      lines.map((l, i) => {
        const a = amounts[i] ?? lineAmounts(0, 0, 0, 0);
        return {
          orderId: order.id,
          productId: l.product.id,
          code: l.product.code,
          name: l.product.name,
          slug: l.product.slug,
          image: `/media/test/${l.product.slug}.webp`,
          quantity: l.quantity,
          basePriceCents: l.product.priceCents,
          discountBp: l.discountBp ?? 0,
          unitPriceExcVatCents: a.unitPriceExcVatCents,
          vatRate: l.product.vatRate,
          lineTotalExcVatCents: a.lineTotalExcVatCents,
          lineVatCents: a.lineVatCents,
          sort: i,
        };
      }),
    );
  }
  return order;
}

/** An invoice for an order (varsymbol = order number, due in 14 days). */
export async function createInvoice(
  shop: TestShop,
  order: typeof orders.$inferSelect,
  options: { paidCents?: number; issuedAt?: Date } = {},
) {
  const issuedAt = options.issuedAt ?? new Date();
  const [invoice] = await shop.app.shop.db
    .insert(invoices)
    .values({
      number: `F${order.number}`,
      orderId: order.id,
      customerId: order.customerId,
      varsymbol: order.number,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + 14 * 24 * 3600 * 1000),
      totalCents: order.totalIncVatCents,
      paidCents: options.paidCents ?? 0,
    })
    .returning();
  if (!invoice) throw new Error('invoice not created');
  return invoice;
}
