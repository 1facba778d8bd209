import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const tagged = new WeakSet<FastifyRequest>();

/**
 * Public catalogue replies may be cached and carry an ETag (docs/requirements/api.md §Caching headers). A matching
 * If-None-Match answers 304 without a body. The ETag is made from the reply as sent, by
 * `registerEtags`: the JSON is serialized once, not a second time for its hash.
 */
export function publicCache<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAgeSeconds = 60): T {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
  tagged.add(request);
  return body;
}

/**
 * The ETag of `publicCache` replies to GET (and HEAD); registered before the compression hook (it
 * hashes the JSON). A POST's reply (the product listing's filter) gets none: neither browsers nor
 * shared caches revalidate a POST, so its hash (a pass over 20–36 KB of JSON per listing) would
 * never be used. docs/requirements/api.md §Caching headers
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!tagged.has(request) || reply.statusCode !== 200) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Hashed as the bytes that are sent, which the compression hook then takes as they are
    // (docs/decisions/017-perf-listing.md §A reply encoded once).
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] !== etag) return bytes;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}

/** Replies that depend on who is logged in (prices, cart, account). */
export function privateNoStore(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
