import { ORDER_STATUSES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { lastOrderNumber } from '../db/order-numbers.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { flattenCategories } from './categories.ts';
import { isDatabaseEmpty } from './index.ts';
import { buildProducts, STOCK_BUCKETS } from './products.ts';
import { createRng } from './random.ts';

// The `demo` template is a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) on which
// the global test setup ran seedDemo(): these tests check what it loaded.
let database: TestDatabase;
const q = <T>(text: string) => query<T>(database.db, sql.raw(text));

beforeAll(async () => {
  database = await cloneTemplate('demo');
});

afterAll(() => database?.destroy());

describe('seedDemo', () => {
  it('leaves a database that is no longer empty', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const empty = await cloneTemplate('empty');
    try {
      expect(await isDatabaseEmpty(empty.db)).toBe(true);
    } finally {
      await empty.destroy();
    }
  });

  it('builds the six top categories, three levels deep, each described', async () => {
    const tops = await q<{ slug: string; color: string | null; bg_color: string | null }>(
      'select slug, color, bg_color from categories where depth = 1 order by sort',
    );
    expect(tops.map((t) => t.slug)).toEqual(['ezs', 'cctv', 'evs', 'eps', 'sks', 'siete']);
    for (const t of tops) {
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(t.bg_color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const [stats] = await q<{ deepest: number; undescribed: number; bad_path: number }>(
      `select max(depth) as deepest, count(*) filter (where description = '')::int as undescribed,
              count(*) filter (where path not like '%' || slug or array_length(string_to_array(path, '/'), 1) <> depth)::int as bad_path
       from categories`,
    );
    expect(stats).toEqual({ deepest: 3, undescribed: 0, bad_path: 0 });
    const empty = await q<{ path: string }>(
      `select c.path from categories c where not exists (select 1 from categories x where x.parent_id = c.id)
       and not exists (select 1 from products p where p.category_id = c.id)`,
    );
    expect(empty).toEqual([]);
  });

  it('loads at least 420 products from at least 12 vendors with unique codes and slugs', async () => {
    const [p] = await q<{ n: number; codes: number; slugs: number; vendors: number; homepage: number }>(
      `select count(*)::int as n, count(distinct code)::int as codes, count(distinct slug)::int as slugs,
              count(distinct vendor_id)::int as vendors, count(*) filter (where homepage)::int as homepage from products`,
    );
    expect(p?.n).toBeGreaterThanOrEqual(420);
    expect(p?.codes).toBe(p?.n);
    expect(p?.slugs).toBe(p?.n);
    expect(p?.vendors).toBeGreaterThanOrEqual(12);
    expect(p?.homepage).toBe(12);
    const badSlugs = await q("select slug from products where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'");
    expect(badSlugs).toEqual([]);
    const badCodes = await q("select code from products where code !~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'");
    expect(badCodes).toEqual([]);
  });

  it('uses the three VAT rates and several units', async () => {
    const rates = await q<{ vat_rate: number; n: number }>(
      'select vat_rate, count(*)::int as n from products group by 1',
    );
    const byRate = Object.fromEntries(rates.map((r) => [r.vat_rate, r.n]));
    expect(byRate[19]).toBeGreaterThanOrEqual(8);
    expect(byRate[5]).toBeGreaterThanOrEqual(4);
    const units = (await q<{ u: string }>('select distinct unit_of_measure as u from products')).map((r) => r.u);
    expect(units).toEqual(expect.arrayContaining(['ks', 'm', 'bal', 'kotúč']));
  });

  it('has stock in every display bucket, zero, negative and above 1000', async () => {
    const stocks = (await q<{ stock: number }>('select stock from products')).map((r) => r.stock);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(stocks.length * 0.05);
    expect(stocks.some((s) => s < 0)).toBe(true);
    for (const [lo, hi] of STOCK_BUCKETS)
      expect(
        stocks.some((s) => s >= lo && s <= hi),
        `bucket ${lo}–${hi}`,
      ).toBe(true);
  });

  it('gives every product pictures (exactly one cover), 4–8 parameters and 3–6 related products', async () => {
    const bad = await q<{ id: number }>(
      `select p.id from products p
       left join lateral (select count(*) as n, count(*) filter (where cover) as covers from product_images i where i.product_id = p.id) i on true
       left join lateral (select count(*) as n from product_parameters x where x.product_id = p.id) x on true
       left join lateral (select count(*) as n from related_products r where r.product_id = p.id) r on true
       where i.n < 1 or i.n > 4 or i.covers <> 1 or x.n < 4 or x.n > 8 or r.n < 3 or r.n > 6`,
    );
    expect(bad).toEqual([]);
  });

  it('stores every referenced picture and document in media', async () => {
    const missing = await q<{ src: string }>(
      `select src from (
         select src from product_images union select url from product_attachments
         union select image from banners union select image from blog_posts where image is not null) s(src)
       where not exists (select 1 from media m where '/media/' || m.path = s.src)`,
    );
    expect(missing).toEqual([]);
    const [att] = await q<{ products: number; total: number; bad_size: number }>(
      `select count(distinct a.product_id)::int as products, (select count(*)::int from products) as total,
              count(*) filter (where a.filesize <> length(m.bytes))::int as bad_size
       from product_attachments a join media m on '/media/' || m.path = a.url`,
    );
    expect(att?.bad_size).toBe(0);
    expect((att?.products ?? 0) / (att?.total ?? 1)).toBeGreaterThan(0.45);
  });

  it('draws small, self-contained SVG pictures and real PDFs', async () => {
    const svgs = await q<{ path: string; body: string }>(
      "select path, convert_from(bytes, 'UTF8') as body from media where content_type = 'image/svg+xml'",
    );
    for (const s of svgs.filter((x) => x.path.startsWith('products/')))
      expect(s.body.length, s.path).toBeLessThan(6144);
    for (const s of svgs) {
      expect(s.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(s.body).not.toMatch(/<script|href=|@import|<image/i);
    }
    const pdfs = await q<{ head: string }>(
      "select convert_from(substring(bytes from 1 for 5), 'UTF8') as head from media where content_type = 'application/pdf'",
    );
    expect(pdfs.length).toBeGreaterThan(100);
    for (const p of pdfs) expect(p.head).toBe('%PDF-');
  });

  it('creates the text pages, banners, blog and both menus', async () => {
    const pages = (await q<{ slug: string }>('select slug from text_pages')).map((r) => r.slug);
    expect(pages.sort()).toEqual([
      'o-nas',
      'ochrana-osobnych-udajov',
      'podpora',
      'skolenia',
      'vseobecne-obchodne-podmienky',
    ]);
    const [counts] = await q<{ banners: number; posts: number }>(
      "select (select count(*)::int from banners where position = 'top') as banners, (select count(*)::int from blog_posts) as posts",
    );
    expect(counts?.banners).toBeGreaterThanOrEqual(4);
    expect(counts?.posts).toBeGreaterThanOrEqual(9);
    const main = await q<{ label: string; url_type: string; url: string }>(
      "select label, url_type, url from menu_items where menu = 'main' and parent_id is null order by sort",
    );
    expect(main.map((m) => m.url)).toEqual([
      'ezs',
      'cctv',
      'evs',
      'eps',
      'sks',
      'siete',
      'blog',
      'skolenia',
      'podpora',
    ]);
    expect(main.slice(6).map((m) => m.url_type)).toEqual(['blog-list', 'text-page', 'text-page']);
    for (const menu of ['main', 'bottom-second']) {
      const [depth] = await q<{ d: number }>(
        `with recursive t as (select id, 1 as d from menu_items where menu = '${menu}' and parent_id is null
         union all select m.id, t.d + 1 from menu_items m join t on m.parent_id = t.id) select max(d) as d from t`,
      );
      expect(depth?.d).toBe(3);
    }
    const side = await q<{ color: string; bg_color: string; description: string }>(
      "select color, bg_color, description from menu_items where menu = 'bottom-second' and parent_id is null",
    );
    expect(side).toHaveLength(6);
    for (const s of side) expect(s.color && s.bg_color && s.description).toBeTruthy();
  });

  it('creates the demo customer, approved, with both addresses and the Partner price group', async () => {
    const [c] = await q<{
      id: number;
      status: string;
      approved_at: Date | null;
      password_hash: string;
      group: string;
      ext: string;
    }>(
      `select c.id, c.status, c.approved_at, c.password_hash, g.name as group, c.ext_vat_registration_id as ext
       from customers c join price_groups g on g.id = c.price_group_id where c.email = 'demo@example.com'`,
    );
    expect(c?.status).toBe('approved');
    expect(c?.approved_at).not.toBeNull();
    expect(c?.group).toBe('Partner');
    expect(c?.ext).toMatch(/^SK\d{10}$/);
    expect(await verifyPassword(c?.password_hash ?? '', 'demo12345')).toBe(true);
    const types = (
      await q<{ type: number }>(`select type from addresses where customer_id = ${c?.id} order by type`)
    ).map((a) => a.type);
    expect(types).toEqual([1, 2]);
    const pending = await q<{ status: string }>("select status from customers where email = 'novy@firma.sk'");
    expect(pending).toEqual([{ status: 'pending' }]);
  });

  it('gives the demo customer orders whose totals add up, and continues the order counter', async () => {
    const orders = await q<{
      number: string;
      products_exc_vat_cents: number;
      total_exc_vat_cents: number;
      total_vat_cents: number;
      total_inc_vat_cents: number;
      shipping_price_cents: number;
      payment_price_cents: number;
      lines: number;
      line_sum: number;
      status: string;
    }>(
      `select o.*, (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
              (select sum(line_total_exc_vat_cents)::int from order_lines l where l.order_id = o.id) as line_sum
       from orders o join customers c on c.id = o.customer_id where c.email = 'demo@example.com' order by o.number`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['delivered', 'shipped', 'processing', 'new']));
    for (const o of orders) {
      expect(o.number).toMatch(/^\d{10}$/);
      expect(o.lines).toBeGreaterThanOrEqual(2);
      expect(o.lines).toBeLessThanOrEqual(5);
      expect(o.products_exc_vat_cents).toBe(o.line_sum);
      expect(o.total_exc_vat_cents).toBe(o.products_exc_vat_cents + o.shipping_price_cents + o.payment_price_cents);
      expect(o.total_inc_vat_cents).toBe(o.total_exc_vat_cents + o.total_vat_cents);
    }
    // New orders continue each year's numbers: the year's sequence stands at its last seeded order.
    const years = await q<{ year: string; max: number }>(
      'select left(number, 4) as year, max(right(number, 6)::int) as max from orders group by 1',
    );
    expect(years.length).toBeGreaterThan(0);
    for (const { year, max } of years) expect(await lastOrderNumber(database.db, year)).toBe(max);
  });

  it('issues invoices paid, partly paid and unpaid, some overdue, numbered without gaps, the order number as variable symbol', async () => {
    const invoices = await q<{
      number: string;
      varsymbol: string;
      order_number: string;
      total_cents: number;
      order_total: number;
      paid_cents: number;
      overdue: boolean;
      status: string;
    }>(
      `select i.number, i.varsymbol, o.number as order_number, i.total_cents, o.total_inc_vat_cents as order_total,
              i.paid_cents, i.due_at < now() and i.paid_cents < i.total_cents as overdue, o.status
       from invoices i join orders o on o.id = i.order_id order by i.number`,
    );
    for (const i of invoices) {
      expect(i.number).toMatch(/^FA\d{10}$/);
      expect(i.varsymbol).toBe(i.order_number);
      expect(i.total_cents).toBe(i.order_total);
      expect(i.paid_cents).toBeGreaterThanOrEqual(0);
      expect(i.paid_cents).toBeLessThanOrEqual(i.total_cents);
      expect(i.status).not.toBe('cancelled');
    }
    const paid = invoices.filter((i) => i.paid_cents === i.total_cents);
    const partly = invoices.filter((i) => i.paid_cents > 0 && i.paid_cents < i.total_cents);
    const unpaid = invoices.filter((i) => i.paid_cents === 0);
    expect(paid.length).toBeGreaterThan(invoices.length / 2);
    expect(partly.length).toBeGreaterThanOrEqual(1);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    // Overdue: issued more than 14 days ago and not paid in full, unpaid and partly paid among them.
    const overdue = invoices.filter((i) => i.overdue);
    expect(overdue.filter((i) => i.paid_cents === 0).length).toBeGreaterThanOrEqual(2);
    expect(overdue.some((i) => i.paid_cents > 0)).toBe(true);
    // Each year's numbers run 1…n, and the counter stands at n: the next invoice continues them.
    const years = new Map<string, number[]>();
    for (const i of invoices)
      years.set(i.number.slice(2, 6), [...(years.get(i.number.slice(2, 6)) ?? []), Number(i.number.slice(6))]);
    for (const [year, numbers] of years) {
      expect(numbers).toEqual(numbers.map((_, k) => k + 1));
      const [counter] = await q<{ value: number }>(`select value from counters where name = 'invoice:${year}'`);
      expect(counter?.value).toBe(numbers.length);
    }
    // The demo customer's own invoices are still the three of their account, one unpaid.
    const demo = await q<{ paid_cents: number }>(
      "select i.paid_cents from invoices i join customers c on c.id = i.customer_id where c.email = 'demo@example.com'",
    );
    expect(demo).toHaveLength(3);
    expect(demo.filter((i) => i.paid_cents === 0)).toHaveLength(1);
  });

  it('has orders in every status, spread over the last 90 days, numbered and stored in time order', async () => {
    const statuses = await q<{ status: string; n: number }>('select status, count(*)::int as n from orders group by 1');
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const [spread] = await q<{ days: number; orders: number; sundays: number }>(
      `select count(distinct (created_at at time zone 'Europe/Bratislava')::date)::int as days, count(*)::int as orders,
              count(*) filter (where extract(isodow from created_at at time zone 'Europe/Bratislava') = 7)::int as sundays
       from orders where created_at > now() - interval '90 days'`,
    );
    expect(spread?.orders).toBeGreaterThanOrEqual(150);
    expect(spread?.days).toBeGreaterThanOrEqual(60);
    expect(spread?.sundays).toBe(0);
    const outOfOrder = await q(
      `select 1 from orders a join orders b on b.id = a.id + 1
       where b.created_at < a.created_at or (left(b.number, 4) = left(a.number, 4) and b.number <= a.number)`,
    );
    expect(outOfOrder).toEqual([]);
    // Every order's totals add up, the coupon's discount included.
    const wrong = await q(
      `select number from orders o where total_exc_vat_cents <> products_exc_vat_cents - coupon_discount_cents + shipping_price_cents + payment_price_cents
          or total_inc_vat_cents <> total_exc_vat_cents + total_vat_cents
          or products_exc_vat_cents <> (select sum(line_total_exc_vat_cents) from order_lines l where l.order_id = o.id)`,
    );
    expect(wrong).toEqual([]);
    const [coupon] = await q<{ used: number; orders: number }>(
      `select (select used_count from coupons where code = 'ZIMA10') as used,
              (select count(*)::int from orders where coupon_code = 'ZIMA10' and status <> 'cancelled') as orders`,
    );
    expect(coupon?.orders).toBeGreaterThan(0);
    expect(coupon?.used).toBe(coupon?.orders);
  });

  it('leaves registrations waiting for approval', async () => {
    const pending = (
      await q<{ email: string }>("select email from customers where status = 'pending' order by id")
    ).map((c) => c.email);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending).toContain('novy@firma.sk');
  });

  it('fills the demo wishlist and basket', async () => {
    const [w] = await q<{ wishlist: number; basket: number }>(
      `select (select count(*)::int from wishlist_items where customer_id = 1) as wishlist,
              (select count(*)::int from basket_items i join baskets b on b.id = i.basket_id where b.customer_id = 1) as basket`,
    );
    expect(w).toEqual({ wishlist: 3, basket: 2 });
  });

  it('is deterministic', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const a = buildProducts(createRng(1), flattenCategories(), now);
    const b = buildProducts(createRng(1), flattenCategories(), now);
    expect(a.map((p) => [p.code, p.slug, p.priceCents, p.stock])).toEqual(
      b.map((p) => [p.code, p.slug, p.priceCents, p.stock]),
    );
  });
});
