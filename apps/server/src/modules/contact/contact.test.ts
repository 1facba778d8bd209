import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { browser, createTestShop, type TestShop } from '../../test/app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('demo');
});
afterAll(() => shop.close());

const question = (overrides: Record<string, unknown> = {}) => ({
  name: 'Peter Kováč',
  email: 'peter@montaz.sk',
  about: '',
  subject: 'Otázka k produktu',
  text: 'Dobrý deň, je kamera kompatibilná s NVR?',
  product: null,
  phone: '',
  address: '',
  stars: null,
  ...overrides,
});

const messages = async () =>
  query<{ name: string; text: string; product_id: number | null }>(
    shop.app.shop.db,
    sql`select name, text, product_id from contact_messages order by id`,
  );

describe('product question', () => {
  it('is stored and mailed to the staff address with the text escaped', async () => {
    const [product] = await query<{ id: number; name: string }>(
      shop.app.shop.db,
      sql`select id, name from products limit 1`,
    );
    const before = shop.mails.length;
    const res = await browser(shop.app).post(
      '/admin/v1/contact/send',
      question({ product: product?.id, text: 'Funguje <script>alert(1)</script> & "PoE"?' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await messages()).at(-1)).toMatchObject({ name: 'Peter Kováč', product_id: product?.id });
    await shop.app.shop.outbox.flush();
    const mail = shop.mails.slice(before).find((m) => m.to === 'staff@example.com');
    expect(mail?.subject).toContain(product?.name);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;PoE&quot;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('Peter Kováč');
  });

  it('refuses missing fields with one 400 entry per field', async () => {
    const res = await browser(shop.app).post('/admin/v1/contact/send', question({ name: '', email: ' ', text: '' }));
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.map((e: { key: string }) => e.key)
        .sort(),
    ).toEqual(['email', 'name', 'text']);
  });

  it('quietly drops a message whose honeypot field is filled', async () => {
    const count = (await messages()).length;
    const res = await browser(shop.app).post('/admin/v1/contact/send', question({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect((await messages()).length).toBe(count);
  });

  it('limits questions per IP address with 429 and Retry-After', async () => {
    const client = browser(shop.app);
    await client.get('/admin/v1/health');
    // A spoofed X-Forwarded-For from a client that is not the trusted proxy changes nothing.
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/admin/v1/contact/send',
        payload: question(),
        remoteAddress: '198.51.100.7',
        headers: {
          ...headers,
          cookie: `sid=${client.jar.get('sid') ?? ''}; XSRF-TOKEN=${client.jar.get('XSRF-TOKEN') ?? ''}`,
          'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '',
        },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.filter((c) => c === 200).length).toBe(10);
    expect(codes.at(-1)).toBe(429);
  });
});
