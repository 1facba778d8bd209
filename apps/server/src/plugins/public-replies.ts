import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { chooseEncoding } from './compress.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's anonymous GET replies may be kept and served again by `registerPublicReplies`. */
    publicReply?: boolean;
  }
}

const TTL_MS = 30_000;
/** The headers a kept reply is served with (cookies never: they belong to one visitor). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'] as const;

interface KeptReply {
  payload: string | Buffer;
  headers: Record<string, string>;
}

export interface PublicReplies {
  /** The catalogue changed (in any process): nothing kept may be served again. */
  clear(): void;
}

/**
 * Keeps the finished anonymous replies of routes marked `config: { publicReply: true }` (product
 * detail, category, homepage products) for 30 s per URL and content encoding, and serves them to
 * the next anonymous visitor as they are: no database, no response validation, no JSON, no
 * compression. These replies are the same for every anonymous visitor and already tell browsers
 * and proxies to keep them for 30 s (`publicCache`), so this adds no staleness a visitor could not
 * already see; a change in any server process (an order, a staff edit) clears them within a
 * second, with the read cache (catalog.service.ts `catalogueChanged`, catalogue-events.ts). Logged-in viewers (prices, wishlist) never use it.
 *
 * Register it after the compression hook and before the sessions: its onSend hook must see the
 * compressed payload, and the `public` cache-control before the session hook turns a reply that
 * hands out a new session cookie private (the cookie is not kept; the hit gets its own).
 */
export function registerPublicReplies(app: FastifyInstance, max = 2000): PublicReplies {
  const kept = new LRUCache<string, KeptReply>({
    // max 0: nothing is kept (config `readCache` off).
    max: Math.max(1, max),
    ttl: TTL_MS,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (reply) => Math.max(1, Buffer.byteLength(reply.payload)),
  });
  const served = new WeakSet<FastifyRequest>();
  // A reply built from data read before a change must not be kept after it: each request notes
  // the generation it started in, and a clear starts a new one.
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  const keyOf = (request: FastifyRequest) =>
    `${chooseEncoding(request.headers['accept-encoding']) ?? 'identity'} ${request.url}`;
  const applies = (request: FastifyRequest) =>
    max > 0 && request.method === 'GET' && request.routeOptions.config.publicReply;

  // preHandler: after every onRequest hook, so the session (who is asking) and the rate limit ran.
  app.addHook('preHandler', async (request, reply) => {
    if (!applies(request)) return;
    startedIn.set(request, generation);
    const hit = kept.get(keyOf(request));
    if (!hit || (await request.customer())) return;
    served.add(request);
    reply.headers(hit.headers);
    if (request.headers['if-none-match'] === hit.headers.etag) return reply.code(304).send();
    return reply.send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request) || served.has(request) || reply.statusCode !== 200) return payload;
    if (startedIn.get(request) !== generation) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    kept.set(keyOf(request), { payload, headers });
    return payload;
  });

  return {
    clear: () => {
      generation++;
      kept.clear();
    },
  };
}
