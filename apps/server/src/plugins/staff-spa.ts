import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STAFF_APP_BASE } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assetCacheControl } from './static-spa.ts';

/**
 * Serves the built back office (apps/staff/dist, Vite `base: '/staff/'`) under /staff/: its
 * hashed assets with immutable caching and their precompressed brotli/gzip variants, and its
 * `index.html` for every other GET under /staff (the app routes itself), never cached, never
 * indexed. The security headers (CSP) are the shop's (plugins/security.ts). The storefront
 * does not know about any of it.
 */
export async function registerStaffSpa(app: FastifyInstance, staffDist: string) {
  const indexFile = path.join(staffDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  await app.register(async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root: path.join(staffDist, 'assets'),
        prefix: `${STAFF_APP_BASE}/assets/`,
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.header('cache-control', assetCacheControl(filePath));
        },
      });
    }

    const sendIndex = (reply: FastifyReply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      if (!built) {
        return reply.code(404).type('text/plain').send('The back office has not been built (npm run build).');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    };
    scope.get(STAFF_APP_BASE, (_request, reply) => sendIndex(reply));
    scope.get(`${STAFF_APP_BASE}/*`, (_request, reply) => sendIndex(reply));
  });
}
