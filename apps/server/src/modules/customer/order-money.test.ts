import type { OrderDetail } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../test/app.ts';
import { type CheckoutFixture, createCheckoutFixture, createCoupon, placeOrderAs } from '../../test/basket.ts';
import { en16931Problems } from '../../test/en16931.ts';
import { pdfTextRuns } from '../../test/pdf-text.ts';
import { issueInvoiceForOrder } from '../invoices/invoice.service.ts';
import { vatCents } from '../pricing/pricing.ts';
import { orderMoney } from './order-money.ts';

/**
 * Every place that states an order's money adds up from what it shows: the stored order, the
 * order detail, the confirmation mail and the invoice PDF, for an order with the demo coupon
 * PARTNER20 (20 € off) and one with a 100 % coupon, both on products at 23, 5 and 19 % VAT with a
 * shipping and a payment fee.
 */

let shop: TestShop;
let fx: CheckoutFixture;
const placed: Record<'partner' | 'full', { id: number; number: string; email: string; code: string }> = {} as never;

async function placeWithCoupon(code: string) {
  const { order, customer, client } = await placeOrderAs(shop, fx, { paymentId: fx.payment.cod.id, coupon: code });
  return { ...order, email: customer.email, code, client };
}

const clients = new Map<string, Awaited<ReturnType<typeof placeWithCoupon>>['client']>();

beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
  const full = await createCoupon(shop, { code: 'cela', discountPercent: 100, usageLimit: 5 });
  for (const [key, code] of [
    ['partner', 'PARTNER20'],
    ['full', full.code],
  ] as const) {
    const { client, ...order } = await placeWithCoupon(code);
    placed[key] = order;
    clients.set(key, client);
  }
  await shop.app.shop.outbox.flush();
});
afterAll(() => shop.close());

/** "1 234,56 €", "−20,00 €" or 12.34 (euros) → cents. */
function cents(shown: string | number): number {
  if (typeof shown === 'number') return Math.round(shown * 100);
  const normal = shown
    .replace(/[\s\u00a0€]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  if (!/^-?\d+\.\d{2}$/.test(normal)) throw new Error(`not an amount: ${shown}`);
  return Math.round(Number(normal) * 100);
}
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const AMOUNT = '−?[\\d\\s\\u00a0]+,\\d{2}\\s€';

const cases = ['partner', 'full'] as const;

describe.each(cases)('an order with coupon %s', (key) => {
  it('stores totals equal to the rule that priced it, satisfying EN 16931, without a discount line', async () => {
    const db = shop.app.shop.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, placed[key].id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed[key].id));
    if (!order) throw new Error('no order');
    expect(lines.every((l) => l.productId !== null && l.lineTotalExcVatCents >= 0)).toBe(true);
    expect(order.productsExcVatCents).toBe(sum(lines.map((l) => l.lineTotalExcVatCents)));
    const money = orderMoney(order, lines);
    expect(money).toMatchObject({
      productsExcVatCents: order.productsExcVatCents,
      discountExcVatCents: order.couponDiscountCents,
      totalExcVatCents: order.totalExcVatCents,
      totalVatCents: order.totalVatCents,
      totalIncVatCents: order.totalIncVatCents,
    });
    expect(
      en16931Problems({
        lines: [
          ...lines.map((l) => ({ vatRate: l.vatRate, netCents: l.lineTotalExcVatCents })),
          { vatRate: order.shippingVatRate, netCents: order.shippingPriceCents },
          { vatRate: order.paymentVatRate, netCents: order.paymentPriceCents },
        ],
        allowances: money.discountParts.map((p) => ({ vatRate: p.vatRate, cents: p.excVatCents })),
        breakdown: money.vatBreakdown,
        allowanceTotalCents: order.couponDiscountCents,
        totalExcVatCents: order.totalExcVatCents,
        totalVatCents: order.totalVatCents,
        totalIncVatCents: order.totalIncVatCents,
      }),
    ).toEqual([]);
    if (key === 'partner') expect(order.couponDiscountCents).toBe(2000);
    if (key === 'full') {
      // only the fees are left: 4,90 + 1,50 at 23 % → VAT 1,472 → 1,47
      expect(order).toMatchObject({ totalExcVatCents: 640, totalVatCents: 147, totalIncVatCents: 787 });
      expect(money.vatBreakdown).toEqual([
        { vatRate: 23, taxableCents: 640, vatCents: 147 },
        { vatRate: 19, taxableCents: 0, vatCents: 0 },
        { vatRate: 5, taxableCents: 0, vatCents: 0 },
      ]);
    }
  });

  it('shows an order detail whose rows add up to its totals, the discount once', async () => {
    const client = clients.get(key);
    const res = await client?.get(`/admin/v1/customer/order/detail/${placed[key].id}/sk`);
    const d = res?.json().orders as OrderDetail;
    expect(d.products.map((p) => p.code)).not.toContain(placed[key].code);
    expect(d.products.every((p) => p.price_sum_exc_vat >= 0)).toBe(true);
    const products = sum(d.products.map((p) => cents(p.price_sum_exc_vat)));
    expect(cents(d.products_price_without_vat)).toBe(products);
    expect(d.discount?.code).toBe(placed[key].code);
    const discount = cents(d.discount?.price_without_vat ?? 0);
    expect(discount).toBeGreaterThan(0);
    const exc = cents(d.price_without_vat);
    expect(exc).toBe(products - discount + cents(d.shipping_price) + cents(d.payment_price));
    expect(sum(d.vat_breakdown.map((r) => cents(r.base_without_vat)))).toBe(exc);
    for (const row of d.vat_breakdown) expect(cents(row.vat)).toBe(vatCents(cents(row.base_without_vat), row.vat_rate));
    expect(exc + sum(d.vat_breakdown.map((r) => cents(r.vat)))).toBe(cents(d.price_with_vat));
    expect(d.vat_breakdown.every((r) => r.vat >= 0 && r.base_without_vat >= 0)).toBe(true);
  });

  it('mails a confirmation whose rows add up to its totals, the discount once', () => {
    const mail = shop.mails.find((m) => m.to === placed[key].email);
    const text = mail?.text ?? '';
    expect(text.split(placed[key].code).length - 1).toBe(1);
    const productTotals = [...text.matchAll(new RegExp(`= (${AMOUNT}) bez DPH \\(DPH \\d+ %\\)$`, 'gm'))].map((m) =>
      cents(m[1] ?? ''),
    );
    expect(productTotals).toHaveLength(3);
    const rows = new Map(
      [...text.matchAll(new RegExp(`^(.+): (${AMOUNT})$`, 'gm'))].map((m) => [m[1] ?? '', cents(m[2] ?? '')]),
    );
    const row = (label: RegExp) => {
      const found = [...rows].filter(([k]) => label.test(k));
      expect(found, `one row ${label}`).toHaveLength(1);
      return found[0]?.[1] ?? Number.NaN;
    };
    const products = row(/^Tovar bez DPH$/);
    expect(products).toBe(sum(productTotals));
    const discount = row(/^Zľava – kupón .* bez DPH \(znižuje DPH o .*\)$/);
    expect(discount).toBeLessThan(0);
    const exc = row(/^Spolu bez DPH$/);
    expect(exc).toBe(products + discount + row(/^Doprava: .* bez DPH$/) + row(/^Platba: .* bez DPH$/));
    const vatRows = [...rows].filter(([k]) => k.startsWith('DPH '));
    expect(vatRows.length).toBeGreaterThan(0);
    let bases = 0;
    for (const [label, vat] of vatRows) {
      const [, rate, base] = new RegExp(`^DPH (\\d+) % zo základu (${AMOUNT})$`).exec(label) ?? [];
      bases += cents(base ?? '');
      expect(vat).toBe(vatCents(cents(base ?? ''), Number(rate)));
      expect(vat).toBeGreaterThanOrEqual(0);
    }
    expect(bases).toBe(exc);
    expect(row(/^Spolu s DPH$/)).toBe(exc + sum(vatRows.map(([, v]) => v)));
  });

  it('prints an invoice whose lines and VAT summary add up to its totals', async () => {
    const db = shop.app.shop.db;
    const invoice = await issueInvoiceForOrder(db, placed[key].number);
    const client = clients.get(key);
    const res = await client?.get(`/admin/v1/customer/invoice/${invoice.id}/pdf`);
    expect(res?.statusCode).toBe(200);
    const runs = pdfTextRuns(res?.rawPayload ?? Buffer.alloc(0)).map((r) => r.replaceAll('\u00a0', ' ').trim());
    const isAmount = (r: string) => new RegExp(`^${AMOUNT}$`).test(r);
    const isRate = (r: string) => /^\d+ %$/.test(r);
    const recapAt = runs.indexOf('REKAPITULÁCIA DPH');
    expect(recapAt).toBeGreaterThan(0);
    // The line table: each row ends with its rate and its total excl. VAT.
    const lines: { vatRate: number; netCents: number }[] = [];
    for (let i = 0; i < recapAt - 1; i++) {
      const rate = runs[i] ?? '';
      const total = runs[i + 1] ?? '';
      if (isRate(rate) && isAmount(total)) lines.push({ vatRate: Number.parseInt(rate, 10), netCents: cents(total) });
    }
    const discountLines = runs.filter((r) => r.startsWith('Zľava – kupón'));
    expect(discountLines.length).toBeGreaterThan(0);
    // The VAT summary: rate, base, VAT, total per row.
    const after = runs.slice(recapAt);
    const breakdown: { vatRate: number; taxableCents: number; vatCents: number }[] = [];
    for (let i = 0; i < after.length - 3; i++) {
      const [rate, base, vat, total] = after.slice(i, i + 4);
      if (isRate(rate ?? '') && [base, vat, total].every((x) => isAmount(x ?? ''))) {
        breakdown.push({
          vatRate: Number.parseInt(rate ?? '', 10),
          taxableCents: cents(base ?? ''),
          vatCents: cents(vat ?? ''),
        });
        expect(cents(total ?? '')).toBe(cents(base ?? '') + cents(vat ?? ''));
      }
    }
    // The totals under the summary (its column titles are 'DPH' too).
    const totals = after.slice(after.indexOf('Spolu bez DPH'));
    const labelled = (label: string) => {
      const at = totals.indexOf(label);
      expect(at, label).toBeGreaterThanOrEqual(0);
      return cents(totals[at + 1] ?? '');
    };
    const exc = labelled('Spolu bez DPH');
    const vat = labelled('DPH');
    const inc = labelled('Spolu s DPH');
    expect(inc).toBe(invoice.totalCents);
    expect(labelled('K úhrade')).toBe(inc);
    const products = lines.filter((l) => l.netCents >= 0);
    const discounts = lines.filter((l) => l.netCents < 0);
    // three products, shipping, payment, and the discount at each of the three rates: no
    // correction line making up a difference
    expect(products).toHaveLength(5);
    expect(discounts).toHaveLength(3);
    expect(discountLines).toHaveLength(3);
    expect(
      en16931Problems({
        lines: products,
        allowances: discounts.map((l) => ({ vatRate: l.vatRate, cents: -l.netCents })),
        breakdown,
        totalExcVatCents: exc,
        totalVatCents: vat,
        totalIncVatCents: inc,
        dueCents: labelled('K úhrade'),
        paidCents: labelled('Uhradené'),
      }),
    ).toEqual([]);
  });
});
