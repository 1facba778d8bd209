import type { DbOrTx } from '../db/client.ts';
import { continueOrderNumbers } from '../db/order-numbers.ts';
import { basketItems, baskets, orderLines, orders, wishlistItems } from '../db/schema/index.ts';
import { orderTotals } from '../modules/basket/basket-totals.ts';
import { issueInvoiceForOrder, slovakYear } from '../modules/invoices/invoice.service.ts';
import { type DiscountRuleSet, lineAmounts, resolveDiscountBp } from '../modules/pricing/pricing.ts';
import { productImagePath } from './catalogue.ts';
import { PARTNER_RULES, PAYMENTS, PRICE_GROUP, SHIPPING, WAREHOUSES } from './commerce.ts';
import { CUSTOMERS, type CustomerSeed } from './customers.ts';
import type { ProductSeed } from './products.ts';
import { DAY_MS, type Rng } from './random.ts';

interface OrderPlan {
  customerId: number;
  daysAgo: number;
  status: 'new' | 'processing' | 'shipped' | 'delivered';
  shippingId: 1 | 2 | 3;
  paymentId: 1 | 2 | 3;
  lines: number;
  note?: string;
  /** Issue an invoice: paid in full or not paid yet. */
  invoice?: 'paid' | 'unpaid';
}

/** Demo order history: the demo customer's orders cover every status; three are invoiced. */
const PLANS: OrderPlan[] = [
  { customerId: 1, daysAgo: 118, status: 'delivered', shippingId: 1, paymentId: 1, lines: 4, invoice: 'paid' },
  { customerId: 1, daysAgo: 76, status: 'delivered', shippingId: 3, paymentId: 3, lines: 3, invoice: 'paid' },
  { customerId: 2, daysAgo: 52, status: 'delivered', shippingId: 1, paymentId: 2, lines: 2 },
  { customerId: 1, daysAgo: 41, status: 'shipped', shippingId: 2, paymentId: 1, lines: 5, invoice: 'unpaid' },
  {
    customerId: 1,
    daysAgo: 12,
    status: 'processing',
    shippingId: 1,
    paymentId: 2,
    lines: 2,
    note: 'Prosím doručiť do 12:00, vrátnica brána č. 2.',
  },
  { customerId: 1, daysAgo: 1, status: 'new', shippingId: 1, paymentId: 1, lines: 3 },
];

const PACKETA_POINT = { id: '10432', name: 'Z-BOX Košice, Hlavná 68', address: 'Hlavná 68\nKošice 040 01' };

const rulesFor = (c: CustomerSeed): DiscountRuleSet | null =>
  c.priceGroupId === PRICE_GROUP.partner
    ? PARTNER_RULES
    : c.priceGroupId === PRICE_GROUP.standard
      ? { defaultDiscountBp: 500, rules: [] }
      : null;

function quantityFor(p: ProductSeed, r: Rng): number {
  if (p.unitOfMeasure === 'm') return r.pick([25, 50, 100, 150]);
  if (p.priceCents < 3000) return r.int(2, 10);
  if (p.priceCents < 20000) return r.int(1, 4);
  return 1;
}

export async function seedOrders(db: DbOrTx, r: Rng, products: readonly ProductSeed[], now: Date): Promise<void> {
  const orderable = products.filter((p) => p.priceCents >= 500 && p.priceCents <= 150_000 && p.vatRate === 23);
  const lastNumber = new Map<number, number>();
  for (const plan of PLANS) {
    const customer = CUSTOMERS.find((c) => c.id === plan.customerId);
    const shipping = SHIPPING.find((s) => s.id === plan.shippingId);
    const payment = PAYMENTS.find((p) => p.id === plan.paymentId);
    if (!customer?.invoice || !customer.delivery || !shipping || !payment) throw new Error('inconsistent order plan');
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - r.int(1, 8) * 3_600_000);
    const year = slovakYear(createdAt);
    const sequence = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, sequence);

    const rules = rulesFor(customer);
    const lines = r.sample(orderable, plan.lines).map((p, sort) => {
      const quantity = quantityFor(p, r);
      const discountBp = resolveDiscountBp(rules, { vendorId: p.vendorId, categoryPath: p.categoryPath });
      const amounts = lineAmounts(p.priceCents, discountBp, quantity, p.vatRate);
      return {
        productId: p.id,
        code: p.code,
        name: p.name,
        slug: p.slug,
        image: `/media/${productImagePath(p.code, 1)}`,
        quantity,
        unitOfMeasure: p.unitOfMeasure,
        basePriceCents: p.priceCents,
        discountBp,
        unitPriceExcVatCents: amounts.unitPriceExcVatCents,
        vatRate: p.vatRate,
        lineTotalExcVatCents: amounts.lineTotalExcVatCents,
        lineVatCents: amounts.lineVatCents,
        sort,
      };
    });
    const totals = orderTotals(
      lines,
      { priceCents: shipping.priceCents, vatRate: shipping.vatRate },
      { priceCents: payment.priceCents, vatRate: payment.vatRate },
      0,
    );
    const invoiceAddress = { ...customer.invoice, email: customer.email };
    const store = shipping.pickUp ? WAREHOUSES[0] : null;
    const packeta = shipping.isPacketa ? PACKETA_POINT : null;
    const number = `${year}${String(sequence).padStart(6, '0')}`;
    const inserted = await db
      .insert(orders)
      .values({
        number,
        customerId: customer.id,
        status: plan.status,
        createdAt,
        shippingMethodId: shipping.id,
        shippingName: shipping.name,
        shippingPriceCents: shipping.priceCents,
        shippingVatRate: shipping.vatRate,
        pickUp: shipping.pickUp,
        salePointName: store?.name ?? null,
        salePointAddress: store?.address ?? null,
        packetaPointId: packeta?.id ?? null,
        packetaPointName: packeta?.name ?? null,
        packetaPointAddress: packeta?.address ?? null,
        paymentOptionId: payment.id,
        paymentName: payment.name,
        paymentKind: payment.kind,
        paymentPriceCents: payment.priceCents,
        paymentVatRate: payment.vatRate,
        note: plan.note ?? '',
        invoiceAddress,
        deliveryAddress: shipping.pickUp ? { ...customer.invoice } : { ...customer.delivery },
        companySnapshot: {
          companyName: customer.companyName,
          companyId: customer.companyId,
          vatRegistrationId: customer.vatRegistrationId,
          extVatRegistrationId: `SK${customer.vatRegistrationId}`,
        },
        productsExcVatCents: totals.productsExcVatCents,
        totalExcVatCents: totals.totalExcVatCents,
        totalVatCents: totals.totalVatCents,
        totalIncVatCents: totals.totalIncVatCents,
        newsletterConsentAt: plan.daysAgo > 100 ? createdAt : null,
      })
      .returning({ id: orders.id });
    const orderId = inserted[0]?.id;
    if (orderId === undefined) throw new Error('order insert returned nothing');
    await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
    if (plan.invoice) {
      await issueInvoiceForOrder(db, number, {
        issuedAt: new Date(createdAt.getTime() + DAY_MS),
        paidCents: plan.invoice === 'paid' ? totals.totalIncVatCents : 0,
      });
    }
  }
  // New orders continue each year's sequence.
  for (const [year, last] of lastNumber) await continueOrderNumbers(db, String(year), last);

  // The demo customer's wishlist (3 products) and a basket with 2 lines.
  const showcase = products.filter((p) => p.homepage);
  await db
    .insert(wishlistItems)
    .values(
      showcase
        .slice(0, 3)
        .map((p, i) => ({ customerId: 1, productId: p.id, createdAt: new Date(now.getTime() - (10 - i) * DAY_MS) })),
    );
  const basket = await db
    .insert(baskets)
    .values({ customerId: 1, shippingMethodId: 1, paymentOptionId: 1, updatedAt: new Date(now.getTime() - DAY_MS) })
    .returning({ id: baskets.id });
  const basketId = basket[0]?.id;
  if (basketId === undefined) throw new Error('basket insert returned nothing');
  const inBasket = r.sample(
    orderable.filter((p) => p.stock > 0 && !p.homepage),
    2,
  );
  await db.insert(basketItems).values(inBasket.map((p, i) => ({ basketId, productId: p.id, quantity: i + 1 })));
}
