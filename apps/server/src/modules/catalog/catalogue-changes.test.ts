import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

describe('filtered_products_count and cached catalogue reads', () => {
  let shop: TestShop;
  let fx: CheckoutFixture;
  beforeAll(async () => {
    shop = await createTestShop('empty');
    fx = await createCheckoutFixture(shop);
  });
  afterAll(() => shop.close());

  const countOf = async (inStock: boolean) => {
    const root = fx.products.b.categoryId;
    const res = await browser(shop.app).post('/admin/v1/product/filter/sk/12/0', {
      condition: { categories: { id: root }, inStock },
      order: 1,
    });
    return res.json().paging.filtered_products_count as number;
  };

  const detailStock = async () =>
    (await browser(shop.app).get(`/admin/v1/product/detail/url/${fx.products.a.slug}/sk`)).json().product
      .stock as number;

  it('counts the active products of the subtree, and follows stock sold by an order at once', async () => {
    expect(await countOf(false)).toBe(4);
    expect(await countOf(true)).toBe(4);
    expect(await detailStock()).toBe(10);
    const customer = await createCustomer(shop, fx.priceGroupId);
    const client = await loginAs(shop.app, customer.id);
    await fillBasketForOrder(client, fx, [[fx.products.a.id, 10]]);
    expect((await placeOrderCall(client)).statusCode).toBe(200);
    expect(await countOf(true)).toBe(3);
    // The cached product (read-cache.ts) is dropped too.
    expect(await detailStock()).toBe(0);
    expect(await countOf(false)).toBe(4);
  });
});
