import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketItems, baskets, products } from '../../db/schema/index.ts';
import { type Browser, browser, createTestShop, type TestShop } from '../../test/app.ts';
import {
  type CheckoutFixture,
  createCheckoutFixture,
  createCustomer,
  fillBasketForOrder,
  loginAs,
  placeOrderCall,
} from '../../test/basket.ts';

let shop: TestShop;
let fx: CheckoutFixture;
beforeAll(async () => {
  shop = await createTestShop('demo');
  fx = await createCheckoutFixture(shop);
});
afterAll(() => shop.close());

async function newClient(priceGroupId: number | null = fx.priceGroupId) {
  const customer = await createCustomer(shop, priceGroupId);
  return { customer, client: await loginAs(shop.app, customer.id) };
}

type BasketBody = {
  basket: {
    id: number | null;
    amount: number;
    product_price: number;
    product_price_without_vat: number;
    products: {
      id: number;
      product_id: number;
      quantity: number;
      price_unit_exc_vat: number;
      price_total_exc_vat: number;
    }[];
    totals: Record<string, number>;
  };
};
const basketOf = async (client: Browser) => ((await client.get('/admin/v1/basket/sk')).json() as BasketBody).basket;
const lineOf = async (client: Browser, productId: number) =>
  (await basketOf(client)).products.find((p) => p.product_id === productId);

describe('anonymous visitors', () => {
  it('get 401 on every basket call, valid body or not', async () => {
    const anon = browser(shop.app);
    const calls = [
      anon.get('/admin/v1/basket/sk'),
      anon.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 }),
      anon.put('/admin/v1/basket/add', { product: 'x', quantity: 0 }),
      anon.patch('/admin/v1/basket/update', { id: 1, quantity: 2 }),
      anon.delete('/admin/v1/basket/remove/1'),
      anon.put('/admin/v1/customer/order/duplicateIntoBasket/1', {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.user.not-logged-in' }] });
    }
  });
});

describe('the basket', () => {
  it('is empty (and not yet created) for a new customer; reading creates nothing', async () => {
    const { client, customer } = await newClient();
    const res = await client.get('/admin/v1/basket/sk');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().basket).toMatchObject({
      id: null,
      amount: 0,
      products: [],
      product_price: 0,
      coupon: null,
      invoice_address: null,
    });
    expect(await shop.app.shop.db.select().from(baskets).where(eq(baskets.customerId, customer.id))).toHaveLength(0);
  });

  it("adds products at the customer's prices and answers the fresh basket", async () => {
    const { client } = await newClient();
    const first = await client.put('/admin/v1/basket/add', { basket: null, product: fx.products.a.id, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const res = await client.put('/admin/v1/basket/add', { product: fx.products.b.id, quantity: 3 });
    const basket = res.json().basket;
    expect(basket.id).toEqual(expect.any(Number));
    expect(basket.amount).toBe(5);
    expect(basket.products).toEqual([
      {
        id: expect.any(Number),
        product_id: fx.products.a.id,
        code: fx.products.a.code,
        name: fx.products.a.name,
        quantity: 2,
        price_unit_exc_vat: 104.93, // 123,45 − 15 % (category rule)
        price_total_exc_vat: 209.86,
        base_price_exc_vat: 123.45,
        discount: 15,
        vat_rate: 23,
        stock: 10,
        unit_of_measure: 'ks',
        image: { src: expect.stringContaining('/media/a-'), caption: 'Produkt A' },
        url: { url: fx.products.a.slug },
      },
      expect.objectContaining({
        product_id: fx.products.b.id,
        quantity: 3,
        price_unit_exc_vat: 8.99,
        discount: 10,
        image: null,
      }),
    ]);
    // 209,86 + 26,97 excl. VAT; VAT once per rate: 48,27 (23 %) + 1,35 (5 %)
    expect(basket.product_price_without_vat).toBe(236.83);
    expect(basket.product_price).toBe(286.45);
    expect(basket.totals).toMatchObject({ products_exc_vat: 236.83, products_vat: 49.62, total_inc_vat: 286.45 });
  });

  it('shows list prices to a customer without a price group', async () => {
    const { client } = await newClient(null);
    const res = await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 });
    expect(res.json().basket.products[0]).toMatchObject({ price_unit_exc_vat: 123.45, discount: 0 });
  });

  it('raises the quantity when a product is added again, capped at 9999', async () => {
    const { client } = await newClient();
    await client.put('/admin/v1/basket/add', { product: fx.products.c.id, quantity: 4 });
    const again = await client.put('/admin/v1/basket/add', { product: fx.products.c.id, quantity: 5 });
    expect(again.json().basket.products).toEqual([
      expect.objectContaining({ product_id: fx.products.c.id, quantity: 9 }),
    ]);
    const capped = await client.put('/admin/v1/basket/add', { product: fx.products.c.id, quantity: 9995 });
    expect(capped.json().basket.products[0].quantity).toBe(9999);
  });

  it.each([0, -1, 1.5, '2', 10000, null, undefined])(
    'refuses quantity %s with 400 key quantity and changes nothing',
    async (quantity) => {
      const { client } = await newClient();
      await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 });
      const line = await lineOf(client, fx.products.a.id);
      const add = await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity });
      expect(add.statusCode).toBe(400);
      expect(add.json().error.map((e: { key: string }) => e.key)).toEqual(['quantity']);
      const update = await client.patch('/admin/v1/basket/update', { id: line?.id, quantity });
      expect(update.statusCode).toBe(400);
      expect(update.json().error.map((e: { key: string }) => e.key)).toEqual(['quantity']);
      expect((await basketOf(client)).products).toEqual([expect.objectContaining({ quantity: 1 })]);
    },
  );

  it('refuses an unknown or inactive product with 404 key product', async () => {
    const { client } = await newClient();
    for (const product of [fx.products.inactive.id, 2_000_000_000]) {
      const res = await client.put('/admin/v1/basket/add', { product, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual([{ code: 'messages.not-found', key: 'product' }]);
    }
    expect((await basketOf(client)).products).toEqual([]);
  });

  it("sets a line's quantity and removes a line", async () => {
    const { client } = await newClient();
    await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 });
    await client.put('/admin/v1/basket/add', { product: fx.products.d.id, quantity: 1 });
    const lineA = await lineOf(client, fx.products.a.id);
    const updated = await client.patch('/admin/v1/basket/update', {
      id: lineA?.id,
      product: fx.products.a.id,
      quantity: 7,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().basket.products.find((p: { id: number }) => p.id === lineA?.id).quantity).toBe(7);
    expect(updated.json().basket.amount).toBe(8);
    const removed = await client.delete(`/admin/v1/basket/remove/${lineA?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().basket.products.map((p: { product_id: number }) => p.product_id)).toEqual([fx.products.d.id]);
    expect((await client.delete(`/admin/v1/basket/remove/${lineA?.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's line and leaves it alone", async () => {
    const owner = await newClient();
    const other = await newClient();
    await other.client.put('/admin/v1/basket/add', { product: fx.products.b.id, quantity: 1 });
    await owner.client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 2 });
    const line = await lineOf(owner.client, fx.products.a.id);
    const update = await other.client.patch('/admin/v1/basket/update', { id: line?.id, quantity: 5 });
    expect(update.statusCode).toBe(404);
    expect(update.json().error).toEqual([{ code: 'messages.not-found', key: 'id' }]);
    expect((await other.client.delete(`/admin/v1/basket/remove/${line?.id}`)).statusCode).toBe(404);
    expect((await lineOf(owner.client, fx.products.a.id))?.quantity).toBe(2);
  });

  it('counts every one of 50 parallel "+1"s on one line', async () => {
    const { client } = await newClient();
    await client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 3 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => client.put('/admin/v1/basket/add', { product: fx.products.a.id, quantity: 1 })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect((await lineOf(client, fx.products.a.id))?.quantity).toBe(53);
  });

  it('creates one basket when the first adds come in parallel', async () => {
    const { client, customer } = await newClient();
    const ids = [fx.products.a.id, fx.products.b.id, fx.products.c.id, fx.products.d.id];
    const replies = await Promise.all(
      ids.map((product) => client.put('/admin/v1/basket/add', { product, quantity: 2 })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await shop.app.shop.db.select().from(baskets).where(eq(baskets.customerId, customer.id))).toHaveLength(1);
    expect((await basketOf(client)).amount).toBe(8);
  });
});

describe('re-ordering an earlier order', () => {
  it('adds the products with their quantities, raising lines, and names the ones no longer sold', async () => {
    const { client } = await newClient();
    await fillBasketForOrder(client, fx, [
      [fx.products.c.id, 2],
      [fx.products.d.id, 9990],
    ]);
    const placed = await placeOrderCall(client);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order.id;
    await shop.app.shop.db.update(products).set({ active: false }).where(eq(products.id, fx.products.c.id));
    try {
      await client.put('/admin/v1/basket/add', { product: fx.products.d.id, quantity: 50 });
      const res = await client.put(`/admin/v1/customer/order/duplicateIntoBasket/${orderId}`, { basket: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json().skipped).toEqual([{ code: fx.products.c.code, name: fx.products.c.name }]);
      expect(res.json().basket.products).toEqual([
        expect.objectContaining({ product_id: fx.products.d.id, quantity: 9999 }),
      ]);
    } finally {
      await shop.app.shop.db.update(products).set({ active: true }).where(eq(products.id, fx.products.c.id));
    }
  });

  it("answers 404 for another customer's order or an unknown one", async () => {
    const owner = await newClient();
    await fillBasketForOrder(owner.client, fx);
    const orderId = (await placeOrderCall(owner.client)).json().order.id;
    const other = await newClient();
    for (const id of [orderId, 2_000_000_000]) {
      const res = await other.client.put(`/admin/v1/customer/order/duplicateIntoBasket/${id}`);
      expect(res.statusCode).toBe(404);
    }
    expect(
      await shop.app.shop.db
        .select()
        .from(basketItems)
        .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
        .where(eq(baskets.customerId, other.customer.id)),
    ).toEqual([]);
  });
});
