import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, telHref } from './format';

/** sk-SK uses non-breaking (U+00A0) or narrow non-breaking (U+202F) spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euros the Slovak way', () => {
    expect(plain(formatPrice(1234.56))).toBe('1 234,56 €');
    expect(plain(formatPrice(0))).toBe('0,00 €');
    expect(plain(formatPrice(1234567.8))).toBe('1 234 567,80 €');
    expect(plain(formatPrice(9.999))).toBe('10,00 €');
  });

  it('keeps the price on one line (no breaking spaces)', () => {
    expect(formatPrice(1234.56)).not.toMatch(/ /);
  });

  it('accepts numeric strings (shipping prices) and rejects garbage', () => {
    expect(plain(formatPrice('3.50'))).toBe('3,50 €');
    expect(plain(formatPrice('3,50'))).toBe('3,50 €');
    expect(formatPrice('n/a')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a date as d. M. yyyy', () => {
    expect(plain(formatDate('2026-03-05T10:00:00Z'))).toBe('5. 3. 2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('telHref', () => {
  it('strips spaces from the phone number', () => {
    expect(telHref('+421 55 612 34 56')).toBe('tel:+421556123456');
  });
});
