import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en16931Problems } from '../../test/en16931.ts';
import { propertyRuns } from '../../test/property.ts';
import { couponDiscountCents, orderTotals, splitDiscountByVat } from '../basket/basket-totals.ts';
import { lineAmounts } from '../pricing/pricing.ts';
import {
  type CreditableLine,
  type CreditableOrder,
  type CreditNoteMoney,
  CreditRequestError,
  fullCreditNote,
  invoiceLinesOf,
  partialCreditNote,
} from './credit-note-money.ts';

/**
 * Credit notes follow the shop's money rules (docs/decisions/007-money-vat-rounding.md): each is a
 * document whose VAT is rounded once per rate on its own amounts; the whole invoice credited is
 * the invoice; returned goods carry their share of the coupon, and the shares of all returns add
 * up to the coupon's discount exactly once everything is back.
 */

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

function orderOf(
  raw: { base: number; bp: number; qty: number; rate: number }[],
  discountCents: number,
): {
  order: CreditableOrder & { totalExcVatCents: number; totalVatCents: number; totalIncVatCents: number };
  lines: CreditableLine[];
} {
  const lines = raw.map((l, i) => {
    const a = lineAmounts(l.base, l.bp, l.qty, l.rate);
    return {
      id: i + 1,
      code: `K${i}`,
      name: `Položka ${i}`,
      quantity: l.qty,
      unitOfMeasure: 'ks',
      unitPriceExcVatCents: a.unitPriceExcVatCents,
      vatRate: l.rate,
      lineTotalExcVatCents: a.lineTotalExcVatCents,
    };
  });
  const shipping = { priceCents: 490, vatRate: 23 };
  const payment = { priceCents: 100, vatRate: 23 };
  const totals = orderTotals(lines, shipping, payment, discountCents);
  return {
    order: {
      shippingName: 'Kuriér',
      shippingPriceCents: shipping.priceCents,
      shippingVatRate: shipping.vatRate,
      paymentName: 'Prevod',
      paymentPriceCents: payment.priceCents,
      paymentVatRate: payment.vatRate,
      couponCode: discountCents > 0 ? 'ZIMA10' : null,
      couponDiscountCents: totals.discountExcVatCents,
      totalExcVatCents: totals.totalExcVatCents,
      totalVatCents: totals.totalVatCents,
      totalIncVatCents: totals.totalIncVatCents,
    },
    lines,
  };
}

/** The EN 16931 problems of a credit note as a document of its own (discount lines as allowances). */
const problemsOf = (money: CreditNoteMoney) =>
  en16931Problems({
    lines: money.lines
      .filter((l) => l.totalExcVatCents >= 0)
      .map((l) => ({ vatRate: l.vatRate, netCents: l.totalExcVatCents })),
    allowances: money.lines
      .filter((l) => l.totalExcVatCents < 0)
      .map((l) => ({ vatRate: l.vatRate, cents: -l.totalExcVatCents })),
    breakdown: money.vatBreakdown,
    totalExcVatCents: money.totalExcVatCents,
    totalVatCents: money.totalVatCents,
    totalIncVatCents: money.totalIncVatCents,
  });

const discountOf = (money: CreditNoteMoney) =>
  -sum(money.lines.filter((l) => l.totalExcVatCents < 0).map((l) => l.totalExcVatCents));

describe('credit note money', () => {
  const sample = () =>
    orderOf(
      [
        { base: 12_345, bp: 0, qty: 3, rate: 23 },
        { base: 37, bp: 500, qty: 25, rate: 23 },
        { base: 1_000, bp: 0, qty: 2, rate: 5 },
      ],
      couponDiscountCents(12_345 * 3 + 35 * 25 + 2_000, { discountPercent: 10, discountAmountCents: null }),
    );

  it('credits the whole invoice with exactly its lines and totals', () => {
    const { order, lines } = sample();
    const money = fullCreditNote(order, lines, order.totalIncVatCents);
    expect(money.lines).toEqual(invoiceLinesOf(order, lines));
    expect(money.lines.map((l) => l.name)).toEqual([
      'Položka 0',
      'Položka 1',
      'Položka 2',
      'Doprava: Kuriér',
      'Platba: Prevod',
      'Zľava – kupón ZIMA10',
      'Zľava – kupón ZIMA10',
    ]);
    expect(money).toMatchObject({
      totalExcVatCents: order.totalExcVatCents,
      totalVatCents: order.totalVatCents,
      totalIncVatCents: order.totalIncVatCents,
    });
    expect(problemsOf(money)).toEqual([]);
  });

  it('credits returned goods with their share of the coupon, VAT once per rate', () => {
    const { order, lines } = sample();
    const money = partialCreditNote(order, lines, new Map(), [{ lineId: 1, quantity: 1 }]);
    // 123,45 less 10 % of it (12,35 rounded) at 23 %
    expect(money.lines.map((l) => l.totalExcVatCents)).toEqual([12_345, -1_235]);
    expect(money.vatBreakdown).toEqual([{ vatRate: 23, taxableCents: 11_110, vatCents: 2_555 }]);
    expect(money.totalIncVatCents).toBe(13_665);
    expect(problemsOf(money)).toEqual([]);
  });

  it('refuses an unknown line and more than is left of one (earlier credit notes counted)', () => {
    const { order, lines } = sample();
    const tryCredit = (credited: Map<number, number>, request: { lineId: number; quantity: number }[]) => {
      try {
        partialCreditNote(order, lines, credited, request);
        return null;
      } catch (err) {
        return err instanceof CreditRequestError ? `${err.index}.${err.field}` : String(err);
      }
    };
    expect(tryCredit(new Map(), [{ lineId: 9, quantity: 1 }])).toBe('0.lineId');
    expect(tryCredit(new Map([[1, 2]]), [{ lineId: 1, quantity: 2 }])).toBe('0.quantity');
    expect(
      tryCredit(new Map(), [
        { lineId: 2, quantity: 20 },
        { lineId: 2, quantity: 6 },
      ]),
    ).toBe('1.quantity');
    expect(tryCredit(new Map([[1, 2]]), [{ lineId: 1, quantity: 1 }])).toBeNull();
  });

  it('returned in any number of parts, the shares of the coupon add up to it exactly; each part is a valid document', () => {
    const lineArb = fc.record({
      base: fc.integer({ min: 1, max: 500_000 }),
      bp: fc.integer({ min: 0, max: 10_000 }),
      qty: fc.integer({ min: 1, max: 40 }),
      rate: fc.constantFrom(0, 5, 19, 23),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 5 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 1000 })),
        (raw, percent, parts, draws) => {
          const products = sum(raw.map((l) => lineAmounts(l.base, l.bp, l.qty, l.rate).lineTotalExcVatCents));
          const { order, lines } = orderOf(
            raw,
            couponDiscountCents(products, { discountPercent: percent, discountAmountCents: null }),
          );
          // every line's quantity cut into `parts` returns (the last takes the rest)
          const credited = new Map<number, number>();
          let discountCredited = 0;
          for (let part = 0; part < parts; part++) {
            const request = lines
              .map((l) => {
                const left = l.quantity - (credited.get(l.id) ?? 0);
                const quantity = part === parts - 1 ? left : Math.min(left, draws.next().value % (left + 1));
                return { lineId: l.id, quantity };
              })
              .filter((r) => r.quantity > 0);
            if (request.length === 0) continue;
            const money = partialCreditNote(order, lines, credited, request);
            expect(problemsOf(money)).toEqual([]);
            expect(money.vatBreakdown.every((r) => r.taxableCents >= 0 && r.vatCents >= 0)).toBe(true);
            discountCredited += discountOf(money);
            for (const r of request) credited.set(r.lineId, (credited.get(r.lineId) ?? 0) + r.quantity);
          }
          expect(discountCredited).toBe(
            sum(splitDiscountByVat(lines, order.couponDiscountCents).map((p) => p.excVatCents)),
          );
        },
      ),
      propertyRuns(200),
    );
  });
});
