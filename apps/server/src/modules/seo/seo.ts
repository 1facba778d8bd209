import type { FastifyInstance } from 'fastify';
import type { ShellRenderer } from '../../plugins/static-spa.ts';
import { renderHead } from './head.ts';
import { categoryPathUrl, createPageHeads } from './page-heads.ts';
import { firstViewRequests, preloadTags, readScreenAssets } from './preload.ts';
import { findCategoryMovedFrom } from './seo.repository.ts';
import { createSitemap, robotsTxt, SITEMAP_CHUNK_SIZE } from './sitemap.ts';
import { matchSpaPage } from './spa-routes.ts';

/**
 * Findability: the server fills the built index.html's head for each SPA page (title,
 * description, canonical URL, Open Graph, JSON-LD) with at most one indexed query, and answers
 * 404 for URLs that name nothing (an unknown product, category, post, page or route), still with
 * the shell, whose router then shows its not-found page.
 *
 * For speed it also names what the first view needs next (preload.ts), and says when the request
 * carries no logged-in session (`<meta name="shop:session" content="anonymous">`): the web then
 * skips its session check (GET /sign/user, a 401 for every anonymous visitor).
 */
export function createShellRenderer(app: FastifyInstance): ShellRenderer {
  const heads = createPageHeads(app.shop.db, app.shop.config.publicUrl, () => app.shop.categories.get());
  const screenAssets = readScreenAssets(app.shop.config.webDist);
  return async (request, html) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const page = matchSpaPage(pathname);
    try {
      const [head, customer] = await Promise.all([page ? heads.of(page) : null, request.customer()]);
      const session = customer ? '' : '<meta name="shop:session" content="anonymous">';
      if (page && head) {
        const hints = preloadTags({
          assets: screenAssets(page),
          requests: firstViewRequests(page, new URLSearchParams(query)),
          image: head.lcpImage ?? null,
        });
        return { status: 200, html: renderHead(html, head, [session, hints.early], [hints.late]) };
      }
      if (page?.kind === 'category') {
        const movedTo = await findCategoryMovedFrom(app.shop.db, page.path);
        if (movedTo !== null) return { location: `${categoryPathUrl(movedTo)}${query ? `?${query}` : ''}` };
      }
      return { status: 404, html: renderHead(html, heads.notFound(), [session]) };
    } catch (err) {
      // The database is away: the shell still loads and the SPA reports what it cannot fetch.
      request.log.warn({ err }, 'page head not rendered');
      return { status: 503, html };
    }
  };
}

export interface SeoOptions {
  /** URLs per sitemap file (tests lower it to see the index). */
  sitemapChunkSize?: number;
}

/** /sitemap.xml, /sitemap-<n>.xml and /robots.txt (outside /admin/v1, before the SPA fallback). */
export function registerSeoRoutes(app: FastifyInstance, options: SeoOptions = {}) {
  const { publicUrl } = app.shop.config;
  const sitemap = createSitemap(
    app.shop.db,
    publicUrl,
    () => app.shop.categories.get(),
    options.sitemapChunkSize ?? SITEMAP_CHUNK_SIZE,
  );
  const xml = 'application/xml; charset=utf-8';
  const cacheFor = 'public, max-age=3600';

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cacheFor)
      .send(await sitemap.main()),
  );

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const body = n > 0 ? await sitemap.part(n) : null;
    if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(xml).header('cache-control', cacheFor).send(body);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheFor).send(robotsTxt(publicUrl)),
  );
}
