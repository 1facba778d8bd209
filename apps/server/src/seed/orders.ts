import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { continueOrderNumbers } from '../db/order-numbers.ts';
import { basketItems, baskets, invoices, orderLines, orders, wishlistItems } from '../db/schema/index.ts';
import { type BasketTotals, couponDiscountCents, orderTotals } from '../modules/basket/basket-totals.ts';
import { INVOICE_DUE_DAYS, invoiceNumber, slovakYear } from '../modules/invoices/invoice.service.ts';
import { type DiscountRuleSet, lineAmounts, resolveDiscountBp } from '../modules/pricing/pricing.ts';
import { productImagePath } from './catalogue.ts';
import { PARTNER_RULES, PAYMENTS, PRICE_GROUP, SHIPPING, WAREHOUSES } from './commerce.ts';
import { CUSTOMERS, type CustomerSeed, DEMO_CUSTOMER } from './customers.ts';
import { insertAll, syncSequence } from './insert.ts';
import type { ProductSeed } from './products.ts';
import { DAY_MS, type Rng } from './random.ts';

type Shipping = (typeof SHIPPING)[number];
type Payment = (typeof PAYMENTS)[number];

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

/** The demo customer's order history (what the README's login shows): four statuses, three invoices. */
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

/** Days of the back office's order history: the dashboard's chart shows 90. */
const HISTORY_DAYS = 90;

const PACKETA_POINT = { id: '10432', name: 'Z-BOX Košice, Hlavná 68', address: 'Hlavná 68\nKošice 040 01' };

const NOTES = [
  'Prosím volať 30 minút pred doručením.',
  'Tovar na stavbu – v dodacej adrese je stavbyvedúci.',
  'Faktúru prosím poslať aj na uctovnictvo@firma.sk.',
  'Ak niečo chýba na sklade, pošlite zvyšok neskôr.',
];

/** An order before it is numbered and written: the history is built first, then stored in time order. */
interface OrderDraft {
  customer: CustomerSeed;
  createdAt: Date;
  status: string;
  shipping: Shipping;
  payment: Payment;
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[];
  totals: BasketTotals;
  couponCode: string | null;
  note: string;
  newsletterConsentAt: Date | null;
  invoice: { issuedAt: Date; paidCents: number } | null;
}

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

function byId<T extends { id: number }>(items: readonly T[], id: number): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`inconsistent order plan: no ${id}`);
  return item;
}

/** Lines priced for the customer as checkout prices them, and the order's totals (coupon in %, or none). */
function priceOrder(
  r: Rng,
  customer: CustomerSeed,
  products: readonly ProductSeed[],
  lineCount: number,
  shipping: Shipping,
  payment: Payment,
  couponPercent: number | null,
) {
  const rules = rulesFor(customer);
  const lines = r.sample(products, lineCount).map((p, sort) => {
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
  const productsExc = lines.reduce((sum, l) => sum + l.lineTotalExcVatCents, 0);
  const discount = couponDiscountCents(productsExc, { discountPercent: couponPercent, discountAmountCents: null });
  const totals = orderTotals(
    lines,
    { priceCents: shipping.priceCents, vatRate: shipping.vatRate },
    { priceCents: payment.priceCents, vatRate: payment.vatRate },
    discount,
  );
  return { lines, totals };
}

// ------------------------------------------------------------------ Slovak calendar days

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bratislava',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Local time in Bratislava minus UTC at an instant, in ms (1 or 2 hours). */
function bratislavaOffset(at: number): number {
  const p = Object.fromEntries(localParts.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  const local = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  return local - Math.floor(at / 60_000) * 60_000;
}

/** The Slovak calendar day `daysAgo` days before `now`'s, as YYYY-MM-DD. */
function slovakDay(now: Date, daysAgo: number): string {
  const today = now.getTime() + bratislavaOffset(now.getTime());
  return new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Day 0 (Sunday) to 6 of a Slovak calendar day (`YYYY-MM-DD`). */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The shop takes no orders on Sundays: an order that would fall on one is placed a day earlier. */
function workdayAgo(now: Date, daysAgo: number): number {
  return weekdayOf(slovakDay(now, daysAgo)) === 0 ? daysAgo + 1 : daysAgo;
}

/** The instant of a local time (minutes after midnight) on a Slovak calendar day. */
function slovakInstant(day: string, minuteOfDay: number): Date {
  const naive = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000;
  return new Date(naive - bratislavaOffset(naive - bratislavaOffset(naive)));
}

// ------------------------------------------------------------------ the back office's history

/**
 * Where an order of this age usually is: the newest wait, the last days' are under way, older
 * ones are delivered. A pick-up order waits at the warehouse where a delivery is on its way.
 * Cancelled orders are recent and never invoiced, so the oldest order without an invoice stays an
 * ordinary delivered one (the staff CLI's test issues one for it).
 */
function statusFor(r: Rng, daysAgo: number, pickUp: boolean): string {
  const cancelled = r.chance(0.06);
  const returned = r.chance(0.05);
  const progress = r.next();
  if (cancelled && daysAgo <= 45) return 'cancelled';
  const onTheWay = pickUp ? 'ready_for_pickup' : 'shipped';
  if (daysAgo === 0) return progress < 0.7 ? 'new' : 'processing';
  if (daysAgo <= 2) return progress < 0.3 ? 'new' : progress < 0.8 ? 'processing' : onTheWay;
  if (daysAgo <= 6) return progress < 0.2 ? 'processing' : onTheWay;
  if (daysAgo <= 12) return progress < 0.4 ? onTheWay : 'delivered';
  if (returned && daysAgo >= 20) return 'returned';
  return 'delivered';
}

/**
 * One order of every status at a fixed age, and invoices overdue, partly paid and paid, so the
 * back office always shows each of them whatever the random history drew.
 */
const SHOWCASE: { daysAgo: number; status: string; shippingId: 1 | 2 | 3; pay?: 'paid' | 'partly' | 'unpaid' }[] = [
  { daysAgo: 0, status: 'new', shippingId: 1 },
  { daysAgo: 1, status: 'processing', shippingId: 2 },
  { daysAgo: 2, status: 'ready_for_pickup', shippingId: 3 },
  { daysAgo: 3, status: 'shipped', shippingId: 1 },
  { daysAgo: 5, status: 'cancelled', shippingId: 1 },
  { daysAgo: 24, status: 'delivered', shippingId: 1, pay: 'partly' },
  { daysAgo: 33, status: 'returned', shippingId: 2, pay: 'paid' },
  { daysAgo: 38, status: 'delivered', shippingId: 1, pay: 'unpaid' },
  { daysAgo: 61, status: 'delivered', shippingId: 2, pay: 'unpaid' },
];

const INVOICED = new Set(['shipped', 'delivered', 'returned']);

/** An invoice for a shipped, delivered or returned order, paid as such customers pay. */
function invoiceFor(
  r: Rng,
  draft: Omit<OrderDraft, 'invoice'>,
  now: Date,
  pay?: 'paid' | 'partly' | 'unpaid',
): OrderDraft['invoice'] {
  const issuedAt = new Date(draft.createdAt.getTime() + r.int(1, 2) * DAY_MS);
  const draw = r.next();
  if (!INVOICED.has(draft.status) || issuedAt >= now) return null;
  const total = draft.totals.totalIncVatCents;
  const overdue = now.getTime() - issuedAt.getTime() > INVOICE_DUE_DAYS * DAY_MS;
  const paidOnDelivery = draft.payment.kind !== 'bank_transfer' && draft.status !== 'shipped';
  const state =
    pay ??
    (draft.status === 'returned' || paidOnDelivery
      ? 'paid'
      : overdue
        ? draw < 0.72
          ? 'paid'
          : draw < 0.84
            ? 'partly'
            : 'unpaid'
        : draw < 0.35
          ? 'paid'
          : 'unpaid');
  // Part payments in whole euros, 30–70 % of the total.
  const partly = Math.round((total * (30 + Math.floor(draw * 41))) / 10_000) * 100;
  return { issuedAt, paidCents: state === 'paid' ? total : state === 'partly' ? partly : 0 };
}

/**
 * The back office's history: orders of the demo companies over the last 90 days — a few each
 * working day, fewer on Saturdays, none on Sundays, a little more in the last month — plus the
 * showcase. The demo customer's own orders stay those of PLANS.
 */
function historyDrafts(r: Rng, products: readonly ProductSeed[], now: Date): OrderDraft[] {
  const companies = CUSTOMERS.filter((c) => c.status === 'approved' && c.id !== DEMO_CUSTOMER.id && c.invoice);
  const drafts: OrderDraft[] = [];
  const minutesToday = Math.floor((now.getTime() - slovakInstant(slovakDay(now, 0), 0).getTime()) / 60_000);
  const at = (daysAgo: number) =>
    daysAgo === 0
      ? new Date(now.getTime() - r.int(1, Math.max(1, Math.min(minutesToday, 600))) * 60_000)
      : slovakInstant(slovakDay(now, daysAgo), r.int(7 * 60, 17 * 60 + 59));
  const draft = (
    daysAgo: number,
    shipping: Shipping,
    status: (pickUp: boolean) => string,
    pay?: 'paid' | 'partly' | 'unpaid',
  ) => {
    const customer = r.pick(companies);
    // An invoice shown as unpaid or partly paid is one paid by transfer (cash is paid on delivery).
    const payment = pay
      ? PAYMENTS[0]
      : r.pick(PAYMENTS.filter((p) => (shipping.pickUp ? p.allowForStore : p.allowForShipping)));
    const createdAt = at(daysAgo);
    // ZIMA10 (10 %) has been valid for the last 30 days.
    const couponPercent = r.chance(0.12) && daysAgo < 30 ? 10 : null;
    const { lines, totals } = priceOrder(r, customer, products, r.int(1, 5), shipping, payment, couponPercent);
    const note = r.chance(0.12) ? r.pick(NOTES) : '';
    const order = {
      customer,
      createdAt,
      status: status(shipping.pickUp),
      shipping,
      payment,
      lines,
      totals,
      couponCode: couponPercent ? 'ZIMA10' : null,
      note,
      newsletterConsentAt: null,
    };
    drafts.push({ ...order, invoice: invoiceFor(r, order, now, pay) });
  };

  for (const s of SHOWCASE) draft(workdayAgo(now, s.daysAgo), byId(SHIPPING, s.shippingId), () => s.status, s.pay);
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const weekday = weekdayOf(slovakDay(now, daysAgo));
    const count = weekday === 0 ? 0 : weekday === 6 ? r.int(0, 1) : r.int(1, 4) + (daysAgo < 30 ? 1 : 0);
    for (let i = 0; i < (daysAgo === 0 && minutesToday < 10 ? 0 : count); i++) {
      const shipping = r.pick([SHIPPING[0], SHIPPING[0], SHIPPING[1], SHIPPING[2]]);
      draft(daysAgo, shipping, (pickUp) => statusFor(r, daysAgo, pickUp));
    }
  }
  return drafts;
}

/** The demo customer's orders (PLANS), exactly as they always were. */
function planDrafts(r: Rng, products: readonly ProductSeed[], now: Date): OrderDraft[] {
  return PLANS.map((plan) => {
    const customer = byId(CUSTOMERS, plan.customerId);
    const shipping = byId(SHIPPING, plan.shippingId);
    const payment = byId(PAYMENTS, plan.paymentId);
    const placed = now.getTime() - plan.daysAgo * DAY_MS - r.int(1, 8) * 3_600_000;
    const onSunday = new Date(placed + bratislavaOffset(placed)).getUTCDay() === 0;
    const createdAt = new Date(onSunday ? placed - DAY_MS : placed);
    const { lines, totals } = priceOrder(r, customer, products, plan.lines, shipping, payment, null);
    return {
      customer,
      createdAt,
      status: plan.status,
      shipping,
      payment,
      lines,
      totals,
      couponCode: null,
      note: plan.note ?? '',
      newsletterConsentAt: plan.daysAgo > 100 ? createdAt : null,
      invoice: plan.invoice
        ? {
            issuedAt: new Date(createdAt.getTime() + DAY_MS),
            paidCents: plan.invoice === 'paid' ? totals.totalIncVatCents : 0,
          }
        : null,
    };
  });
}

function orderRow(d: OrderDraft, id: number, number: string): typeof orders.$inferInsert {
  const { customer, shipping, payment, totals } = d;
  if (!customer.invoice || !customer.delivery) throw new Error(`customer ${customer.id} cannot order`);
  const store = shipping.pickUp ? WAREHOUSES[0] : null;
  const packeta = shipping.isPacketa ? PACKETA_POINT : null;
  return {
    id,
    number,
    customerId: customer.id,
    status: d.status,
    createdAt: d.createdAt,
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
    note: d.note,
    couponCode: d.couponCode,
    couponDiscountCents: totals.discountExcVatCents,
    invoiceAddress: { ...customer.invoice, email: customer.email },
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
    newsletterConsentAt: d.newsletterConsentAt,
  };
}

/**
 * The invoices of the drafts that have one, numbered in the order of their dates from 1 in each
 * year of issue, in one batch: as the invoice service issues them (its number format and due
 * days, the order's number as variable symbol, its total incl. VAT), and its counters left at
 * the last number, so the next invoice continues the sequence without a gap. One by one through
 * `issueInvoiceForOrder` took about a second of the seed on PGlite.
 */
async function seedInvoices(db: DbOrTx, numbered: readonly { draft: OrderDraft; id: number; number: string }[]) {
  const issued = numbered
    .flatMap((o) => (o.draft.invoice ? [{ ...o, invoice: o.draft.invoice }] : []))
    .sort((a, b) => a.invoice.issuedAt.getTime() - b.invoice.issuedAt.getTime());
  const last = new Map<number, number>();
  const rows = issued.map((o) => {
    const year = slovakYear(o.invoice.issuedAt);
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    return {
      number: invoiceNumber(year, sequence),
      orderId: o.id,
      customerId: o.draft.customer.id,
      varsymbol: o.number,
      issuedAt: o.invoice.issuedAt,
      dueAt: new Date(o.invoice.issuedAt.getTime() + INVOICE_DUE_DAYS * DAY_MS),
      totalCents: o.draft.totals.totalIncVatCents,
      paidCents: o.invoice.paidCents,
    };
  });
  await insertAll(db, invoices, rows);
  for (const [year, value] of last) {
    await db.execute(
      sql`insert into counters (name, value) values (${`invoice:${year}`}, ${value})
          on conflict (name) do update set value = excluded.value`,
    );
  }
}

/**
 * Orders, invoices, the demo customer's wishlist and basket. Every order is written in time
 * order, so ids and each year's numbers grow with time as in a real shop; invoices are issued in
 * the order of their dates through the invoice service (gapless numbers per year).
 */
export async function seedOrders(db: DbOrTx, r: Rng, products: readonly ProductSeed[], now: Date): Promise<void> {
  const orderable = products.filter((p) => p.priceCents >= 500 && p.priceCents <= 150_000 && p.vatRate === 23);
  const plans = planDrafts(r, orderable, now);
  const inBasket = r.sample(
    orderable.filter((p) => p.stock > 0 && !p.homepage),
    2,
  );
  const drafts = [...plans, ...historyDrafts(r, orderable, now)].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

  const lastNumber = new Map<number, number>();
  const numbered = drafts.map((d, i) => {
    const year = slovakYear(d.createdAt);
    const sequence = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, sequence);
    return { draft: d, id: i + 1, number: `${year}${String(sequence).padStart(6, '0')}` };
  });
  await insertAll(
    db,
    orders,
    numbered.map((o) => orderRow(o.draft, o.id, o.number)),
  );
  await syncSequence(db, 'orders');
  await insertAll(
    db,
    orderLines,
    numbered.flatMap((o) => o.draft.lines.map((l) => ({ ...l, orderId: o.id }))),
  );
  await seedInvoices(db, numbered);
  // New orders continue each year's sequence.
  for (const [year, last] of lastNumber) await continueOrderNumbers(db, String(year), last);
  const couponUses = drafts.filter((d) => d.couponCode && d.status !== 'cancelled').length;
  await db.execute(sql`update coupons set used_count = used_count + ${couponUses} where code = 'ZIMA10'`);

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
  await db.insert(basketItems).values(inBasket.map((p, i) => ({ basketId, productId: p.id, quantity: i + 1 })));
}
