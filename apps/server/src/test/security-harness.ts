import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { query } from '../db/client.ts';
import type { TestShop } from './app.ts';
import { type Route, registeredRoutes, routeKey } from './routes.ts';

/**
 * Shared tools of the security suite: the app's own route list (so new routes are covered
 * without editing a hand list), a fingerprint of everything a customer call can write, and a
 * scanner for markup a browser would run.
 */

/** The routes of the OpenAPI document, in Fastify syntax (a cross-check of the tree parser). */
export function documentedRoutes(app: FastifyInstance): Route[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path: p.replace(/\{(\w+)\}/g, ':$1') })),
  );
}

/** State-changing customer API routes: those the customer XSRF check must guard. */
export function unsafeApiRoutes(app: FastifyInstance): Route[] {
  const seen = new Set<string>();
  return registeredRoutes(app).filter((r) => {
    // The back office has its own XSRF header, checked route by route in modules/staff/staff-roles.test.ts.
    const keep =
      r.path.startsWith('/admin/v1/') &&
      !r.path.startsWith('/admin/v1/staff/') &&
      !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
    if (!keep || seen.has(routeKey(r))) return false;
    seen.add(routeKey(r));
    return true;
  });
}

/** A concrete URL for a route: given parameters, else harmless defaults by name. */
export function urlFor(route: Route, params: Record<string, string | number> = {}): string {
  const defaults: Record<string, string | number> = { lang: 'sk', limit: 12, offset: 0, ordering: 1 };
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? defaults[name] ?? 1;
    return encodeURIComponent(String(value));
  });
}

/**
 * Tables a customer-facing call can write (customers, sessions, tokens, throttles, cart, orders,
 * outbox …) plus the products' stock, as one comparable value per table.
 */
const WRITABLE_TABLES = [
  'customers',
  'addresses',
  'sessions',
  'tokens',
  'throttles',
  'wishlist_items',
  'baskets',
  'basket_items',
  'orders',
  'order_lines',
  'invoices',
  'idempotency_keys',
  'contact_messages',
  'coupons',
  'counters',
] as const;

export type Fingerprint = Record<string, string>;

export async function fingerprint(shop: TestShop): Promise<Fingerprint> {
  const parts = WRITABLE_TABLES.map(
    (t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x) as ${t}`,
  );
  // Queued mail by id only: the outbox worker may mark earlier mail sent at any moment.
  parts.push(`(select md5(coalesce(string_agg(id::text, ',' order by id), '')) from mail_outbox) as mail_outbox`);
  parts.push(
    `(select count(*) || ':' || coalesce(sum(stock), 0) || ':' || coalesce(sum(stock * id), 0) from products) as products`,
  );
  const rows = await query<Fingerprint>(shop.app.shop.db, sql.raw(`select ${parts.join(', ')}`));
  return rows[0] ?? {};
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

/** Stored-XSS payloads: script tags, event handlers, javascript: URLs, SVG, breaking out of attributes. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">klik</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</script><script>alert(1)</script>',
  '<iframe src="javascript:alert(1)"></iframe>',
] as const;

/**
 * Markup in an HTML document that a browser would run or that breaks out of the document's own
 * structure: script elements other than JSON-LD data blocks and the app's own bundle, event-handler attributes,
 * javascript: URLs, SVG, iframes, objects. Escaped text (`&lt;script&gt;`) is not markup.
 */
export function activeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const tag = (m[1] ?? '').toLowerCase();
    const rawAttrs = m[2] ?? '';
    const attrs = new Map<string, string>();
    for (const a of rawAttrs.matchAll(/([^\s=>"'/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      attrs.set((a[1] ?? '').toLowerCase(), (a[2] ?? '').replace(/^["']|["']$/g, ''));
    }
    const dataBlock = tag === 'script' && attrs.get('type') === 'application/ld+json';
    const ownBundle =
      tag === 'script' && attrs.get('type') === 'module' && /^\/assets\/[\w.-]+\.js$/.test(attrs.get('src') ?? '');
    if (tag === 'script' && !dataBlock && !ownBundle) found.push(m[0]);
    if (['svg', 'iframe', 'object', 'embed', 'base', 'form'].includes(tag)) found.push(m[0]);
    for (const [name, value] of attrs) {
      if (name.startsWith('on')) found.push(m[0]);
      if (
        ['href', 'src', 'action', 'formaction'].includes(name) &&
        /^\s*(javascript|vbscript|data:text\/html)/i.test(value)
      ) {
        found.push(m[0]);
      }
    }
  }
  return found;
}

/** A JSON reply as the browser must treat it: JSON, never sniffed as HTML. */
export function isInertJson(res: LightMyRequestResponse): boolean {
  return (
    String(res.headers['content-type']).startsWith('application/json') &&
    res.headers['x-content-type-options'] === 'nosniff'
  );
}

/** A built SPA stand-in: index.html (generic head like Vite's output) and one hashed asset. */
export function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-security-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="sk"><head><meta charset="UTF-8"><title>Shop</title>' +
      '<meta name="description" content="generic"><script type="module" src="/assets/index-AbCdEf12.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** The HTML part of an .eml file as a mail client shows it (quoted-printable or base64 decoded). */
export function htmlPartOf(eml: string): string | null {
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] ?? '');
  const parts = boundaries.length
    ? boundaries.reduce<string[]>((acc, b) => acc.flatMap((p) => p.split(`--${b}`)), [eml])
    : [eml];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/content-type:\s*text\/html/i.test(head)) continue;
    const body = part.slice(split).trim();
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return null;
}

/** The header block of an .eml file, folded lines joined. */
export function headersOf(eml: string): string[] {
  const end = eml.search(/\r?\n\r?\n/);
  return eml
    .slice(0, end < 0 ? undefined : end)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
}

/**
 * An argon2id hash of `password` with small costs. Verifying takes the costs from the hash, so
 * sign-ins against accounts made with it are fast, while every hash the server makes itself
 * (registration, reset, password change) still uses its real settings.
 */
export function cheapHash(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 });
}
