import { describe, expect, it } from 'vitest';
import { isProductVatRate, isValidEan, PRODUCT_CODE_PATTERN, parsePriceToCents } from './product-fields.ts';

describe('isValidEan', () => {
  it('accepts GTINs with a correct check digit', () => {
    for (const ean of ['4006381333931', '96385074', '036000291452', '10012345000017']) {
      expect(isValidEan(ean), ean).toBe(true);
    }
  });
  it('refuses a wrong check digit, letters and odd lengths', () => {
    for (const ean of ['4006381333932', '9638507', '40063813339a1', '123456789', '']) {
      expect(isValidEan(ean), ean).toBe(false);
    }
  });
});

describe('parsePriceToCents', () => {
  it('reads decimal comma, point and grouped thousands', () => {
    expect(parsePriceToCents('12,50')).toBe(1250);
    expect(parsePriceToCents('12.5')).toBe(1250);
    expect(parsePriceToCents('1 234,56')).toBe(123456);
    expect(parsePriceToCents('7')).toBe(700);
  });
  it('refuses what is not a price', () => {
    for (const text of ['-1', '1,234', 'abc', '', '1.2.3', '=1+1']) expect(parsePriceToCents(text), text).toBeNull();
  });
});

describe('product codes and VAT rates', () => {
  it('knows the Slovak rates only', () => {
    expect([23, 19, 5].every(isProductVatRate)).toBe(true);
    expect(isProductVatRate(20)).toBe(false);
  });
  it('refuses spaces and leading punctuation in a code', () => {
    expect(PRODUCT_CODE_PATTERN.test('DS-2CD1043G2-I')).toBe(true);
    expect(PRODUCT_CODE_PATTERN.test('AB 12')).toBe(false);
    expect(PRODUCT_CODE_PATTERN.test('-AB')).toBe(false);
  });
});
