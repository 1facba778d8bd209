/**
 * Rules for a product's fields that the back office's editor, the import and the server all apply
 * (docs/requirements/catalogue.md §Catalogue editing). One home: the product editor and the
 * importer never check these a second way.
 */

/** VAT rates a product may carry in Slovakia (whole percent): standard, reduced, second reduced. */
export const PRODUCT_VAT_RATES = [23, 19, 5] as const;
export type ProductVatRate = (typeof PRODUCT_VAT_RATES)[number];

export function isProductVatRate(value: number): value is ProductVatRate {
  return (PRODUCT_VAT_RATES as readonly number[]).includes(value);
}

/** A product code: letters, digits and `-_./`, 1–64 characters, no spaces. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_./]{0,63}$/;

/**
 * A GTIN as printed under a barcode: 8, 12, 13 or 14 digits whose last digit is the GS1 check
 * digit (weights 3 and 1 from the right, excluding the check digit).
 */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() as number;
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    sum += (digits[i] as number) * weight;
  }
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * A price excl. VAT as staff or a supplier's file write it — `12,50`, `12.5`, `1 234,56` — in
 * whole cents; null when it is not a price (negative, more than two decimals, or not a number).
 */
export function parsePriceToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
