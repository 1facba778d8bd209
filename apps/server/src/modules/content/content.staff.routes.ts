import {
  BlogPostBodySchema,
  BlogPostListReplySchema,
  BlogPostReplySchema,
  BlogPostUpdateBodySchema,
  ContentIdParamsSchema,
  StaffTextPageReplySchema,
  TextPageBodySchema,
  TextPageListReplySchema,
  TextPageUpdateBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogPostDetail,
  blogPostList,
  saveBlogPost,
  saveTextPage,
  textPageDetail,
  textPageList,
} from './content.staff.service.ts';

/** Blog posts and text pages (docs/requirements/back-office.md §Blog and pages), for content and admin. */
export function registerContentStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const config = { staff: ['content' as const] };

  api.get(
    '/staff/blog-posts',
    {
      config,
      schema: {
        tags,
        summary: 'Every blog post, newest first, with its state',
        response: { 200: BlogPostListReplySchema },
      },
    },
    async () => ({ success: true as const, posts: await blogPostList(app.shop) }),
  );
  api.get(
    '/staff/blog-posts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One blog post as stored',
        params: ContentIdParamsSchema,
        response: { 200: BlogPostReplySchema },
      },
    },
    async (request) => ({ success: true as const, post: await blogPostDetail(app.shop, request.params.id) }),
  );
  api.post(
    '/staff/blog-posts',
    {
      config,
      schema: {
        tags,
        summary: 'Create a blog post (draft, published or scheduled); HTML sanitized; audited',
        body: BlogPostBodySchema,
        response: { 200: BlogPostReplySchema },
      },
    },
    async (request) => ({ success: true as const, post: await saveBlogPost(app.shop, request, null, request.body) }),
  );
  api.put(
    '/staff/blog-posts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a blog post made on `version` (409 `content.stale` when older); HTML sanitized; audited',
        params: ContentIdParamsSchema,
        body: BlogPostUpdateBodySchema,
        response: { 200: BlogPostReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      post: await saveBlogPost(
        app.shop,
        request,
        { id: request.params.id, version: request.body.version },
        request.body,
      ),
    }),
  );

  api.get(
    '/staff/text-pages',
    { config, schema: { tags, summary: 'Every text page with its state', response: { 200: TextPageListReplySchema } } },
    async () => ({ success: true as const, pages: await textPageList(app.shop) }),
  );
  api.get(
    '/staff/text-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One text page as stored',
        params: ContentIdParamsSchema,
        response: { 200: StaffTextPageReplySchema },
      },
    },
    async (request) => ({ success: true as const, page: await textPageDetail(app.shop, request.params.id) }),
  );
  api.post(
    '/staff/text-pages',
    {
      config,
      schema: {
        tags,
        summary: 'Create a text page; HTML sanitized; audited',
        body: TextPageBodySchema,
        response: { 200: StaffTextPageReplySchema },
      },
    },
    async (request) => ({ success: true as const, page: await saveTextPage(app.shop, request, null, request.body) }),
  );
  api.put(
    '/staff/text-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a text page made on `version` (409 `content.stale` when older); HTML sanitized; audited',
        params: ContentIdParamsSchema,
        body: TextPageUpdateBodySchema,
        response: { 200: StaffTextPageReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      page: await saveTextPage(
        app.shop,
        request,
        { id: request.params.id, version: request.body.version },
        request.body,
      ),
    }),
  );
}
