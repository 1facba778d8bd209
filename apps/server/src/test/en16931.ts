/**
 * The EN 16931 calculation rules an invoice's amounts must satisfy, checked independently of
 * pricing.ts (exact integer arithmetic in cents, its own rounding), for the tests of every place
 * that states an order's money: basket, order, invoice PDF, e-invoice. Rates are percentages;
 * rate 0 is category Z, any other rate category S.
 */

export interface En16931Amounts {
  /** BT-131 of each invoice line (products, and shipping and payment as lines), with its rate. */
  lines: readonly { vatRate: number; netCents: number }[];
  /** BT-92 of each document-level allowance (the discount, one per rate), positive, with its rate. */
  allowances: readonly { vatRate: number; cents: number }[];
  /** BT-99 of each document-level charge, with its rate. */
  charges?: readonly { vatRate: number; cents: number }[];
  /** BG-23: BT-119 rate, BT-116 taxable amount, BT-117 VAT, one row per rate. */
  breakdown: readonly { vatRate: number; taxableCents: number; vatCents: number }[];
  /** BT-106 sum of line net amounts, if the document states it. */
  lineTotalCents?: number;
  /** BT-107 sum of allowances, if the document states it. */
  allowanceTotalCents?: number;
  /** BT-109, BT-110, BT-112 */
  totalExcVatCents: number;
  totalVatCents: number;
  totalIncVatCents: number;
  /** BT-113 and BT-115, if the document states them. */
  paidCents?: number;
  dueCents?: number;
}

/** round(amount × rate / 100) half up, for amounts ≥ 0 (half away from zero below). */
function expectedVat(taxableCents: number, ratePercent: number): number {
  const doubled = BigInt(Math.abs(taxableCents)) * BigInt(ratePercent) * 2n;
  const rounded = Number((doubled + 100n) / 200n);
  return taxableCents < 0 ? -rounded : rounded;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The rule ids the amounts break (an empty list when they satisfy every one), with the numbers. */
export function en16931Problems(a: En16931Amounts): string[] {
  const problems: string[] = [];
  const charges = a.charges ?? [];
  const lineTotal = sum(a.lines.map((l) => l.netCents));
  const allowanceTotal = sum(a.allowances.map((x) => x.cents));
  const chargeTotal = sum(charges.map((x) => x.cents));
  const fail = (rule: string, detail: string) => problems.push(`${rule}: ${detail}`);

  if (a.lineTotalCents !== undefined && a.lineTotalCents !== lineTotal)
    fail('BR-CO-10', `BT-106 ${a.lineTotalCents} ≠ Σ BT-131 ${lineTotal}`);
  if (a.allowanceTotalCents !== undefined && a.allowanceTotalCents !== allowanceTotal)
    fail('BR-CO-11', `BT-107 ${a.allowanceTotalCents} ≠ Σ BT-92 ${allowanceTotal}`);
  if (a.totalExcVatCents !== lineTotal - allowanceTotal + chargeTotal)
    fail('BR-CO-13', `BT-109 ${a.totalExcVatCents} ≠ ${lineTotal} − ${allowanceTotal} + ${chargeTotal}`);
  const vatTotal = sum(a.breakdown.map((row) => row.vatCents));
  if (a.totalVatCents !== vatTotal) fail('BR-CO-14', `BT-110 ${a.totalVatCents} ≠ Σ BT-117 ${vatTotal}`);
  if (a.totalIncVatCents !== a.totalExcVatCents + a.totalVatCents)
    fail('BR-CO-15', `BT-112 ${a.totalIncVatCents} ≠ ${a.totalExcVatCents} + ${a.totalVatCents}`);
  if (a.dueCents !== undefined && a.dueCents !== a.totalIncVatCents - (a.paidCents ?? 0))
    fail('BR-CO-16', `BT-115 ${a.dueCents} ≠ ${a.totalIncVatCents} − ${a.paidCents ?? 0}`);

  const rates = new Set([...a.lines, ...a.allowances, ...charges].map((x) => x.vatRate));
  const rows = new Map<number, number>();
  for (const row of a.breakdown) rows.set(row.vatRate, (rows.get(row.vatRate) ?? 0) + 1);
  for (const rate of new Set([...rates, ...rows.keys()])) {
    if (rows.get(rate) !== 1) fail('BG-23', `rate ${rate} has ${rows.get(rate) ?? 0} breakdown rows, not one`);
  }
  for (const row of a.breakdown) {
    const ofRate = <T extends { vatRate: number }>(xs: readonly T[], cents: (x: T) => number) =>
      sum(xs.filter((x) => x.vatRate === row.vatRate).map(cents));
    const taxable =
      ofRate(a.lines, (l) => l.netCents) + ofRate(charges, (c) => c.cents) - ofRate(a.allowances, (x) => x.cents);
    const category = row.vatRate === 0 ? 'Z' : 'S';
    if (row.taxableCents !== taxable)
      fail(`BR-${category}-08`, `rate ${row.vatRate}: BT-116 ${row.taxableCents} ≠ ${taxable}`);
    const vat = expectedVat(row.taxableCents, row.vatRate);
    if (row.vatCents !== vat)
      fail(category === 'Z' ? 'BR-Z-09' : 'BR-S-09/BR-CO-17', `rate ${row.vatRate}: BT-117 ${row.vatCents} ≠ ${vat}`);
    if (row.taxableCents < 0 || row.vatCents < 0)
      fail('no negative VAT', `rate ${row.vatRate}: ${row.taxableCents} taxable, ${row.vatCents} VAT`);
  }
  return problems;
}
