import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock';

describe('stockLevel', () => {
  it('says "to order" when nothing is in stock (zero, negative, nonsense)', () => {
    expect(stockLevel(0)).toEqual({ kind: 'onOrder' });
    expect(stockLevel(-3)).toEqual({ kind: 'onOrder' });
    expect(stockLevel(Number.NaN)).toEqual({ kind: 'onOrder' });
  });

  it('says "less than" the next threshold above the stock', () => {
    expect(stockLevel(1)).toEqual({ kind: 'lessThan', threshold: 5 });
    expect(stockLevel(4)).toEqual({ kind: 'lessThan', threshold: 5 });
    // 5 is not less than 5: the next threshold is 10.
    expect(stockLevel(5)).toEqual({ kind: 'lessThan', threshold: 10 });
    expect(stockLevel(19)).toEqual({ kind: 'lessThan', threshold: 20 });
    expect(stockLevel(20)).toEqual({ kind: 'lessThan', threshold: 50 });
    expect(stockLevel(249)).toEqual({ kind: 'lessThan', threshold: 250 });
    expect(stockLevel(999)).toEqual({ kind: 'lessThan', threshold: 1000 });
  });

  it('says "more than 1000" above the top threshold', () => {
    expect(stockLevel(1001)).toEqual({ kind: 'moreThan', threshold: 1000 });
    expect(stockLevel(25_000)).toEqual({ kind: 'moreThan', threshold: 1000 });
  });

  it('never claims more than it has: exactly 1000 is "more than 500"', () => {
    expect(stockLevel(1000)).toEqual({ kind: 'moreThan', threshold: 500 });
  });
});
