import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { apiNotFound } from '../../plugins/errors.ts';
import { findMedia, isProductAttachment } from './media.repository.ts';

/**
 * Product images, banners and datasheets stored in the database (`/media/...`). Paths are
 * stable names (not content hashes), so browsers keep a file for a week and then revalidate
 * it with its ETag (a 304 costs one indexed lookup).
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!path || path.length > 300) return apiNotFound(reply);
    const file = await findMedia(db, path);
    if (!file) return apiNotFound(reply);
    const inline = file.contentType.startsWith('image/');
    // Attachments are for logged-in customers, as their list is; their names are guessable
    // (docs/requirements/catalogue.md §Attachments).
    const attachment = !inline && (await isProductAttachment(db, path));
    if (attachment && !(await request.customer())) throw notLoggedIn();
    reply
      .header('etag', `"${file.etag}"`)
      .header('cache-control', `${attachment ? 'private' : 'public'}, max-age=604800, stale-while-revalidate=86400`);
    if (request.headers['if-none-match'] === `"${file.etag}"`) return reply.code(304).send();
    if (!inline) reply.header('content-disposition', `inline; filename="${path.split('/').pop()}"`);
    if (file.contentType === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(file.contentType).send(file.bytes);
  });
}
