import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/app.ts';
import type { DbOrTx } from './client.ts';
import { ensureOrderSequence, lastOrderNumber } from './order-numbers.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

describe('the year’s order number sequence', () => {
  it('is created once when many orders of a new year ask for it at the same time', async () => {
    // The first orders after a start race to create it (on PostgreSQL over several connections);
    // the losers must find it created, not answer 500 (the fault suite caught one).
    for (const year of ['2091', '2092', '2093', '2094', '2095']) {
      await Promise.all(Array.from({ length: 10 }, () => ensureOrderSequence(shop.app.shop.db, year)));
      expect(await lastOrderNumber(shop.app.shop.db, year)).toBe(0);
    }
  });

  it('takes the loser’s error as "created" also when the driver wraps it', async () => {
    // drizzle wraps the driver's error (DrizzleQueryError, the pg error as its cause).
    const raced = (code: string) =>
      ({
        execute: async () => {
          throw Object.assign(new Error('failed query'), { cause: Object.assign(new Error('duplicate'), { code }) });
        },
      }) as unknown as DbOrTx;
    await expect(ensureOrderSequence(raced('23505'), '2096')).resolves.toBeUndefined();
    await expect(ensureOrderSequence(raced('42P07'), '2096')).resolves.toBeUndefined();
    await expect(ensureOrderSequence(raced('42501'), '2096')).rejects.toThrow('failed query');
  });
});
