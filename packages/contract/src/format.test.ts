import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatNumber, formatPrice } from './format.ts';

/** sk-SK uses non-breaking (U+00A0) or narrow non-breaking (U+202F) spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('Slovak formats shared by the storefront and the back office', () => {
  it('writes money as 1 234,56 € on one line', () => {
    expect(plain(formatPrice(1234.56))).toBe('1 234,56 €');
    expect(plain(formatPrice('3,50'))).toBe('3,50 €');
    expect(formatPrice('n/a')).toBe('');
    expect(formatPrice(1234.56)).not.toMatch(/ /);
  });

  it('writes integer cents the same way', () => {
    expect(plain(formatCents(123456))).toBe('1 234,56 €');
    expect(plain(formatCents(-5))).toBe('-0,05 €');
    expect(formatCents(Number.NaN)).toBe('');
  });

  it('writes numbers with Slovak digit groups', () => {
    expect(plain(formatNumber(10000))).toBe('10 000');
  });

  it('writes dates as d. M. yyyy and date-times with the hour', () => {
    expect(plain(formatDate('2026-11-26T10:00:00Z'))).toBe('26. 11. 2026');
    expect(formatDate('not a date')).toBe('');
    expect(plain(formatDateTime(new Date(2026, 10, 26, 14, 5)))).toBe('26. 11. 2026 14:05');
  });
});
