import { describe, expect, it } from 'vitest';
import { changeListing, DEFAULT_LISTING, listingOffset, parseListingParams, toSearch } from './listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('uses the defaults without parameters: 12 per page, page 1, newest first, all products', () => {
    expect(parse('')).toEqual({ limit: 12, page: 1, order: 1, inStock: false });
    expect(DEFAULT_LISTING).toEqual(parse(''));
  });

  it('reads valid values', () => {
    expect(parse('lm=36&pg=3&or=7&st=1')).toEqual({ limit: 36, page: 3, order: 7, inStock: true });
    expect(parse('lm=72')).toMatchObject({ limit: 72 });
  });

  it('honours lm only from the allowed list, otherwise the first option', () => {
    for (const bad of ['10', '0', '-12', '100', 'abc', '', '12.0', '36x']) {
      expect(parse(`lm=${bad}`).limit, bad).toBe(12);
    }
  });

  it('falls back to page 1 for anything but a whole number from 1', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2e3']) {
      expect(parse(`pg=${bad}`).page, bad).toBe(1);
    }
    expect(parse('pg=250').page).toBe(250);
  });

  it('accepts orderings 1 to 7, otherwise newest', () => {
    for (const ok of [1, 2, 3, 4, 5, 6, 7]) expect(parse(`or=${ok}`).order).toBe(ok);
    for (const bad of ['0', '8', '-1', 'x', '2.5']) expect(parse(`or=${bad}`).order, bad).toBe(1);
  });

  it('filters in-stock products only for st=1', () => {
    expect(parse('st=1').inStock).toBe(true);
    for (const other of ['0', 'true', 'yes', '']) expect(parse(`st=${other}`).inStock, other).toBe(false);
  });
});

describe('changeListing', () => {
  const change = (query: string, c: Parameters<typeof changeListing>[1]) =>
    toSearch(changeListing(new URLSearchParams(query), c));

  it('moves to another page and keeps the rest', () => {
    expect(change('lm=36&or=2', { page: 3 })).toBe('?lm=36&or=2&pg=3');
  });

  it('goes back to page 1 when ordering, page size or the stock filter change', () => {
    expect(change('pg=4&or=2', { order: 3 })).toBe('?or=3');
    expect(change('pg=4', { limit: 36 })).toBe('?lm=36');
    expect(change('pg=4', { inStock: true })).toBe('?st=1');
    expect(change('pg=4&st=1', { inStock: false })).toBe('');
  });

  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    expect(change('lm=36&utm=x', { limit: 12 })).toBe('?utm=x');
    expect(change('', { page: 1 })).toBe('');
  });

  it('replaces invalid values by valid ones', () => {
    expect(change('lm=999&pg=abc&or=9', { page: 2 })).toBe('?pg=2');
  });
});

describe('listingOffset', () => {
  it('is (page - 1) × limit', () => {
    expect(listingOffset({ page: 1, limit: 12 })).toBe(0);
    expect(listingOffset({ page: 3, limit: 36 })).toBe(72);
  });
});
