import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public catalogue replies may be cached and carry an ETag (docs/requirements/api.md §Caching headers). A matching
 * If-None-Match answers 304 without a body.
 */
export function publicCache<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAgeSeconds = 60): T {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
  if (request.headers['if-none-match'] === etag) reply.code(304);
  return body;
}

/** Replies that depend on who is logged in (prices, cart, account). */
export function privateNoStore(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
