import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sessions } from '../../db/schema/index.ts';
import { addVendorDiscount, createProducts, type TestProduct } from '../../test/account-orders.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';
import { findSessionCustomer, WISHLIST_WITH_SESSION } from '../auth/session.repository.ts';

let shop: TestShop;
let items: TestProduct[];
let groupId: number;
beforeAll(async () => {
  shop = await createTestShop('empty');
  items = await createProducts(shop, [
    { name: 'Čidlo dymu', priceCents: 2_500, code: 'W-300' },
    { name: 'Anténa', priceCents: 9_900, code: 'W-100' },
    { name: 'Box na batériu', priceCents: 1_000, code: 'W-200' },
  ]);
  groupId = await ensurePriceGroup(shop, 'Wishlist partner');
  await addVendorDiscount(shop, groupId, items[0]?.vendorId ?? 0, 1000);
});
afterAll(() => shop.close());

const notFoundBody = { success: false, error: [{ code: 'messages.not-found' }] };
const [smoke, antenna, box] = [0, 1, 2];
const id = (i: number) => items[i]?.id ?? 0;

describe('wishlist', () => {
  it('needs a login', async () => {
    const client = browser(shop.app);
    expect((await client.get('/admin/v1/customer/wish-list-count')).statusCode).toBe(401);
    expect((await client.patch('/admin/v1/customer/wish-list/add', { id: id(smoke) })).statusCode).toBe(401);
    expect((await client.delete(`/admin/v1/customer/wish-list/remove/${id(smoke)}`)).statusCode).toBe(401);
    expect((await client.get('/admin/v1/customer/wish-list/sk/12/0/1')).statusCode).toBe(401);
  });

  it('adds idempotently, counts, and refuses unknown or withdrawn products with 404', async () => {
    const { client } = await customerSession(shop);
    const count = async () => (await client.get('/admin/v1/customer/wish-list-count')).json();
    expect(await count()).toEqual({ success: true, count_all: 0 });

    const added = await client.patch('/admin/v1/customer/wish-list/add', { id: id(smoke) });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, count_all: 1 });
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect((await client.patch('/admin/v1/customer/wish-list/add', { id: id(smoke) })).json().count_all).toBe(1);
    expect(await count()).toEqual({ success: true, count_all: 1 });

    const unknown = await client.patch('/admin/v1/customer/wish-list/add', { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFoundBody);
    const [withdrawn] = await createProducts(shop, [{ name: 'Stiahnutý', priceCents: 100 }]);
    await shop.app.shop.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, withdrawn?.id ?? 0));
    expect((await client.patch('/admin/v1/customer/wish-list/add', { id: withdrawn?.id })).statusCode).toBe(404);
    expect((await client.patch('/admin/v1/customer/wish-list/add', { id: 'x' })).statusCode).toBe(400);
    expect(await count()).toEqual({ success: true, count_all: 1 });
  });

  it("lists the products as cards with the customer's prices, in each ordering, paged", async () => {
    const { client } = await customerSession(shop, { priceGroupId: groupId });
    for (const i of [antenna, smoke, box]) await client.patch('/admin/v1/customer/wish-list/add', { id: id(i) });
    const list = async (ordering: number, limit = 12, offset = 0) =>
      (await client.get(`/admin/v1/customer/wish-list/sk/${limit}/${offset}/${ordering}`)).json();

    const newest = await list(1);
    expect(newest.count).toBe(3);
    expect(newest.products.map((p: { id: number }) => p.id)).toEqual([id(box), id(smoke), id(antenna)]);
    const smokeCard = newest.products.find((p: { id: number }) => p.id === id(smoke));
    expect(smokeCard).toMatchObject({
      code: 'W-300',
      name: 'Čidlo dymu',
      base_price_exc_vat: 25,
      discount: 10,
      price_exc_vat: 22.5,
      price: 27.68,
      wish_list: true,
    });

    const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);
    expect(names(await list(2))).toEqual(['Anténa', 'Box na batériu', 'Čidlo dymu']);
    expect(names(await list(3))).toEqual(['Čidlo dymu', 'Box na batériu', 'Anténa']);
    expect(names(await list(4))).toEqual(['Box na batériu', 'Čidlo dymu', 'Anténa']);
    expect(names(await list(5))).toEqual(['Anténa', 'Čidlo dymu', 'Box na batériu']);
    expect(names(await list(6))).toEqual(['Anténa', 'Box na batériu', 'Čidlo dymu']);
    expect(names(await list(7))).toEqual(['Čidlo dymu', 'Box na batériu', 'Anténa']);

    const page = await list(6, 2, 2);
    expect(page.count).toBe(3);
    expect(names(page)).toEqual(['Čidlo dymu']);
    expect((await client.get('/admin/v1/customer/wish-list/sk/12/0/8')).statusCode).toBe(400);
    expect((await client.get('/admin/v1/customer/wish-list/en/12/0/1')).statusCode).toBe(400);
    expect((await client.get('/admin/v1/customer/wish-list/sk/0/0/1')).statusCode).toBe(400);
  });

  it("removes from the own list only; a product not on it (even on someone else's) answers the same 404", async () => {
    const me = await customerSession(shop);
    const other = await customerSession(shop);
    await me.client.patch('/admin/v1/customer/wish-list/add', { id: id(smoke) });
    await me.client.patch('/admin/v1/customer/wish-list/add', { id: id(antenna) });
    await other.client.patch('/admin/v1/customer/wish-list/add', { id: id(box) });

    const foreign = await me.client.delete(`/admin/v1/customer/wish-list/remove/${id(box)}`);
    const missing = await me.client.delete('/admin/v1/customer/wish-list/remove/999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual(notFoundBody);
    expect((await other.client.get('/admin/v1/customer/wish-list-count')).json().count_all).toBe(1);

    const removed = await me.client.delete(`/admin/v1/customer/wish-list/remove/${id(smoke)}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, count_all: 1 });
    expect((await me.client.delete(`/admin/v1/customer/wish-list/remove/${id(smoke)}`)).statusCode).toBe(404);
    const list = (await me.client.get('/admin/v1/customer/wish-list/sk/12/0/1')).json();
    expect(list.products.map((p: { id: number }) => p.id)).toEqual([id(antenna)]);
  });

  it('shows up as the wish_list flag on the product page, per customer', async () => {
    const { client } = await customerSession(shop);
    const other = await customerSession(shop);
    await client.patch('/admin/v1/customer/wish-list/add', { id: id(antenna) });
    const detail = (c: typeof client, i: number) => c.get(`/admin/v1/product/detail/url/${items[i]?.slug}/sk`);
    expect((await detail(client, antenna)).json().product.wish_list).toBe(true);
    expect((await detail(client, box)).json().product.wish_list).toBe(false);
    expect((await detail(other.client, antenna)).json().product.wish_list).toBe(false);
  });

  // docs/decisions/017-perf-listing.md §The wishlist comes with the session
  it('comes with the session when short; a longer one is flagged from the database', async () => {
    const db = shop.app.shop.db;
    const sessionOf = async (customerId: number) => {
      const [row] = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.customerId, customerId));
      return findSessionCustomer(db, row?.idHash ?? '');
    };
    const short = await customerSession(shop);
    await short.client.patch('/admin/v1/customer/wish-list/add', { id: id(antenna) });
    expect((await sessionOf(short.customer.id))?.wishlist).toEqual([id(antenna)]);

    const long = await customerSession(shop);
    // The bound's worth of further products on the list, inserted at once.
    await db.execute(sql`
      with made as (
        insert into products (code, name, slug, vendor_id, category_id, stock, price_cents, vat_rate)
        select 'WL-' || n || '-' || ${long.customer.id}, 'Položka ' || n, 'polozka-' || n || '-' || ${long.customer.id},
               ${items[0]?.vendorId}::int, ${items[0]?.categoryId}::int, 1, 100, 23
        from generate_series(1, ${WISHLIST_WITH_SESSION}) n
        returning id)
      insert into wishlist_items (customer_id, product_id) select ${long.customer.id}::int, id from made`);
    await long.client.patch('/admin/v1/customer/wish-list/add', { id: id(antenna) });
    expect((await sessionOf(long.customer.id))?.wishlist).toBeNull();
    const detail = (i: number) => long.client.get(`/admin/v1/product/detail/url/${items[i]?.slug}/sk`);
    expect((await detail(antenna)).json().product.wish_list).toBe(true);
    expect((await detail(box)).json().product.wish_list).toBe(false);

    // Added and removed on one request, seen on the next.
    await short.client.patch('/admin/v1/customer/wish-list/add', { id: id(box) });
    await short.client.delete(`/admin/v1/customer/wish-list/remove/${id(antenna)}`);
    const shortDetail = (i: number) => short.client.get(`/admin/v1/product/detail/url/${items[i]?.slug}/sk`);
    expect((await shortDetail(box)).json().product.wish_list).toBe(true);
    expect((await shortDetail(antenna)).json().product.wish_list).toBe(false);
  });
});
