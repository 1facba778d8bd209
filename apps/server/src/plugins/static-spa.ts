import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, apiNotFound } from './errors.ts';

/** Vite names built files `name-<hash>.ext`; only those may be cached forever. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpg|webp|avif)(\.br|\.gz)?$/;

/** Hashed files are cached for a year; anything else is revalidated. */
export const assetCacheControl = (filePath: string) =>
  HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';

/**
 * Fills the document head for a URL (SEO); returns the status the page should answer with, or
 * where the page is now (`location`: a permanent redirect instead of the page).
 */
export type ShellRenderer = (
  request: FastifyRequest,
  html: string,
) => Promise<{ status: number; html: string } | { location: string }>;

/**
 * Serves the built SPA: hashed assets with immutable caching and precompressed brotli/gzip
 * variants, and `index.html` (no-cache) for every other GET so deep links work.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, renderShell?: ShellRenderer) {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('cache-control', assetCacheControl(filePath));
      },
    });
    // Files at the root of dist (favicon, robots, manifest) and everything under /assets/.
    app.get('/assets/*', (request, reply) =>
      reply.sendFile((request.params as { '*': string })['*'], path.join(webDist, 'assets')),
    );
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasSpa) return reply.code(404).type('text/plain').send('The web app has not been built (npm run build).');
    const rendered = renderShell ? await renderShell(request, indexHtml) : { status: 200, html: indexHtml };
    // An hour, not for good: the old address may name a new page one day.
    if ('location' in rendered) return reply.header('cache-control', 'max-age=3600').redirect(rendered.location, 301);
    return reply
      .code(rendered.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered.html);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      url.startsWith(API_PREFIX) ||
      url.startsWith('/assets/') ||
      url.startsWith('/media/') ||
      url.startsWith('/staff/assets/')
    )
      return apiNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(reply);
    if (hasSpa) {
      const file = url.split('?')[0] ?? '/';
      if (/^\/[\w.-]+\.(ico|png|svg|txt|webmanifest|xml)$/.test(file) && existsSync(path.join(webDist, file))) {
        return reply.sendFile(file.slice(1));
      }
    }
    return sendShell(request, reply);
  });
}
