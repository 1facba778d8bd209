import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp } from './percent';

describe('percentToBp', () => {
  it('reads a decimal comma or point as basis points', () => {
    expect(percentToBp('12,5')).toBe(1250);
    expect(percentToBp(' 7.25 ')).toBe(725);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('0')).toBe(0);
  });
  it('refuses what is not a discount', () => {
    for (const text of ['', '-5', '100,01', '1,234', 'abc', '12 %']) expect(percentToBp(text)).toBeNull();
  });
  it('shows basis points as a Slovak percent', () => {
    expect(bpToPercent(1250)).toBe('12,5');
    expect(bpToPercent(2000)).toBe('20');
  });
});
