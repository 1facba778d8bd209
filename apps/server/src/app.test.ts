import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { browser, createTestShop, type TestShop } from './test/app.ts';
import { startTcpProxy } from './test/tcp-proxy.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty');
});
afterAll(() => shop.close());

describe('the /admin/v1 envelope', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.not-found' }] });
  });

  it('answers /health with ok and nothing about what runs (database kind, versions, uptime)', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ success: true, status: 'ok' }));
    expect(res.body).not.toMatch(/pglite|postgres|version|uptime|\d+\.\d+/i);
  });

  it('refuses malformed JSON with 400 in the envelope', async () => {
    const client = browser(shop.app);
    const res = await client.post('/admin/v1/contact/send', '{"name": "x",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().error[0].code).toBeTruthy();
  });

  it('refuses a body over 1 MB with 413 in the envelope', async () => {
    const client = browser(shop.app);
    const res = await client.post('/admin/v1/contact/send', { name: 'x', email: 'x', text: 'a'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.too-large' }] });
  });

  it('answers a body that does not match the schema with 400 and one entry per field', async () => {
    const client = browser(shop.app);
    const res = await client.post('/admin/v1/contact/send', { email: 42 });
    expect(res.statusCode).toBe(400);
    const keys = res
      .json()
      .error.map((e: { key: string }) => e.key)
      .sort();
    expect(keys).toEqual(['email', 'name', 'text']);
  });
});

describe('XSRF (double submit, bound to the session)', () => {
  const body = { name: 'A', email: 'a@b.sk', text: 'otázka' };

  it('refuses a non-GET call without the header', async () => {
    const client = browser(shop.app);
    await client.get('/admin/v1/health');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/admin/v1/contact/send',
      payload: body,
      headers: { cookie: `sid=${client.jar.get('sid')}; XSRF-TOKEN=${client.jar.get('XSRF-TOKEN')}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.xsrf' }] });
  });

  it('refuses a token that belongs to another session, even when cookie and header agree', async () => {
    const a = browser(shop.app);
    const b = browser(shop.app);
    await a.get('/admin/v1/health');
    await b.get('/admin/v1/health');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/admin/v1/contact/send',
      payload: body,
      headers: {
        cookie: `sid=${a.jar.get('sid')}; XSRF-TOKEN=${b.jar.get('XSRF-TOKEN')}`,
        'x-xsrf-token': b.jar.get('XSRF-TOKEN') ?? '',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a call without any session cookie', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/admin/v1/contact/send',
      payload: body,
      headers: { 'x-xsrf-token': 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the matching header', async () => {
    const client = browser(shop.app);
    const res = await client.post('/admin/v1/contact/send', body);
    expect(res.statusCode).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, the XSRF cookie readable by scripts', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/health' });
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    const sid = cookies.find((c) => c.name === 'sid');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(xsrf?.httpOnly).toBeFalsy();
  });
});

describe('security headers', () => {
  it('sends a CSP that allows no inline script, and the usual hardening headers', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    const limited = await createTestShop('empty', { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      let retryAfter: unknown;
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ method: 'GET', url: '/admin/v1/health' });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          retryAfter = res.headers['retry-after'];
          expect(res.json().success).toBe(false);
        }
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes[4]).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the API docs (API_DOCS)', () => {
  const DOCS = ['/admin/v1/docs', '/admin/v1/docs/', '/admin/v1/docs/json', '/admin/v1/docs/static/swagger-ui.css'];

  it('are off by default: the page, the document and its assets answer 404 in the envelope', async () => {
    for (const url of DOCS) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, error: [{ code: 'messages.not-found' }] });
    }
  });

  describe('with API_DOCS=true', () => {
    let docs: TestShop;
    beforeAll(async () => {
      docs = await createTestShop('empty', { API_DOCS: 'true' });
    });
    afterAll(() => docs.close());

    it('serves the OpenAPI document generated from the contract', async () => {
      const res = await docs.app.inject({ method: 'GET', url: '/admin/v1/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toContain('/admin/v1/product/filter/{lang}/{limit}/{offset}');
    });

    it("serves the page and its own assets under the shop's CSP, with no inline script", async () => {
      const shopCsp = (await docs.app.inject({ method: 'GET', url: '/admin/v1/health' })).headers[
        'content-security-policy'
      ];
      expect(shopCsp).toContain("script-src 'self'");
      for (const url of DOCS) {
        const res = await docs.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(400);
        expect(res.headers['content-security-policy'], url).toBe(shopCsp);
      }
      const page = await docs.app.inject({ method: 'GET', url: '/admin/v1/docs/' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      for (const src of [...page.body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      )) {
        expect(src).toMatch(/^\.\/static\//);
        const asset = await docs.app.inject({ method: 'GET', url: `/admin/v1/docs/${src.slice(2)}` });
        expect(asset.statusCode, src).toBe(200);
        expect(asset.headers['content-security-policy'], src).toBe(shopCsp);
      }
    });

    it("sends the document and the page's script whole when they go compressed, as browsers ask", async () => {
      for (const url of ['/admin/v1/docs/json', '/admin/v1/docs/static/swagger-initializer.js']) {
        const plain = await docs.app.inject({ method: 'GET', url });
        for (const encoding of ['br', 'gzip'] as const) {
          const res = await docs.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
          const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
          expect(body.toString(), `${url} ${encoding}`).toBe(plain.body);
        }
      }
    });
  });
});

describe('the built SPA', () => {
  let spa: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets/i18n'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="sk"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    const js = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    writeFileSync(path.join(dist, 'assets/index-AbCdEf12.js'), js);
    writeFileSync(path.join(dist, 'assets/index-AbCdEf12.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dist, 'assets/i18n/sk.json'), '{"a":"á"}');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-spa-')),
      WEB_DIST: dist,
      LOG_LEVEL: 'silent',
    });
    spa = await buildApp(config, { database: shop.database, logger: false });
  });
  afterAll(() => spa.close());

  it('answers every route of the app with index.html, not cached, so deep links work', async () => {
    for (const url of ['/', '/account/orders', '/cart', '/login?next=%2Fcheckout', '/reset-password/abc']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a URL that names nothing with 404, still with the app (which shows its not-found page)', async () => {
    for (const url of ['/whatever/deep/link?x=1', '/category/neexistuje', '/product/neexistuje']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with immutable caching and the brotli variant when accepted', async () => {
    const res = await spa.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves the translations without long caching (their name has no hash)', async () => {
    const res = await spa.inject({ method: 'GET', url: '/assets/i18n/sk.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.json()).toEqual({ a: 'á' });
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await spa.inject({ method: 'GET', url: '/assets/missing-12345678.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves root files such as the favicon', async () => {
    const res = await spa.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('when the database is down', () => {
  it('answers 503 in the envelope without internals', async () => {
    const dead = openPostgres('postgres://nobody@127.0.0.1:1/none', 2);
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-dead-')), LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: dead, logger: false });
    try {
      for (const url of ['/admin/v1/health', '/admin/v1/menu/main/sk']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ success: false, error: [{ code: 'messages.unavailable' }] });
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      await app.close();
      await dead.close();
    }
  });

  // Skipped on PGlite: the embedded database runs inside this process, so there is no server to take away.
  it.runIf(process.env.TEST_DATABASE_URL)('answers 503 while PostgreSQL is away and recovers by itself', async () => {
    const target = new URL(shop.database.url ?? '');
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const database = openPostgres(viaProxy.toString(), 4);
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-flaky-')), LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/admin/v1/health' })).statusCode).toBe(200);
      await proxy.cut();
      const down = await app.inject({ method: 'GET', url: '/admin/v1/health' });
      expect(down.statusCode).toBe(503);
      expect(down.body).not.toMatch(/stack|ECONN|at \w+ \(/);
      await proxy.restore();
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await app.inject({ method: 'GET', url: '/admin/v1/health' })).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
    }
  });

  it('stops start-up with a clear message and a non-zero exit code', () => {
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-dead-start-')),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/database/i);
  });

  it('stops start-up on a bad setting with one line naming the variable', () => {
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bad-')) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('PORT');
  });
});
