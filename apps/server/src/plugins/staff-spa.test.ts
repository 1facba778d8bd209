import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/app.ts';

/** A built back office in miniature: an index.html and a hashed script with its brotli twin. */
function fakeStaffDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-staff-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="sk"><head><script type="module" src="/staff/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  return dir;
}

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop('empty', { STAFF_DIST: fakeStaffDist() });
});
afterAll(() => shop.close());

describe('the back office under /staff', () => {
  it('answers every page under /staff with its index.html: not cached, not indexed, the shop’s CSP, no customer cookie', async () => {
    for (const url of ['/staff', '/staff/', '/staff/audit?entity=staff', '/staff/set-password/abc']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('/staff/assets/index-Ab12Cd34.js');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.cookies).toEqual([]);
    }
  });

  it('serves hashed assets for a year, precompressed', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/staff/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await shop.app.inject({ method: 'GET', url: '/staff/assets/none-Zz99Yy88.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('leaves the storefront and the API alone', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/admin/v1/staff/nothing' })).statusCode).toBe(404);
    const health = await shop.app.inject({ method: 'GET', url: '/admin/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('without a build', () => {
  it('says so instead of serving the storefront', async () => {
    const bare = await createTestShop('empty');
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/staff/' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
