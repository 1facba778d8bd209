import type { FastifyInstance } from 'fastify';
import { type FeedKind, feedStream } from './feeds.ts';

/**
 * /feeds/heureka.xml and /feeds/google.xml (outside /admin/v1, before the SPA fallback); 404 while
 * the shop does not publish retail prices (FEED_PRICES, modules/feeds/feeds.ts).
 */
export function registerFeedRoutes(app: FastifyInstance) {
  const { config } = app.shop;
  for (const kind of ['heureka', 'google'] as FeedKind[]) {
    app.get(`/feeds/${kind}.xml`, { schema: { hide: true } }, async (_request, reply) => {
      if (!config.feedPrices) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Feed nie je zverejnený (FEED_PRICES).');
      }
      const tree = await app.shop.categories.get();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(feedStream(app.shop.db, kind, { publicUrl: config.publicUrl, tree }));
    });
  }
}
