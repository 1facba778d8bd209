import { z } from 'zod';
import { ok } from './envelope.ts';
import { dbText } from './text.ts';

export const MenuUrlSchema = z.object({
  /** category | text-page | blog-list; any other type leads to the not-found page. */
  type: z.string(),
  url: z.string(),
});

export interface MenuItem {
  id: number;
  label: string;
  url: z.infer<typeof MenuUrlSchema> | null;
  color: string | null;
  bg_color: string | null;
  description: string;
  children: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    url: MenuUrlSchema.nullable(),
    color: z.string().nullable(),
    bg_color: z.string().nullable(),
    description: z.string(),
    children: z.array(MenuItemSchema),
  }),
);

export const MenuReplySchema = ok({ menu: z.array(MenuItemSchema) });
export type MenuReply = z.infer<typeof MenuReplySchema>;

export const LangParamsSchema = z.object({ lang: z.literal('sk') });

/** A blog card; the article lives at `/blog/sk` + `url.url`. */
export const BlogCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  perex: z.string(),
  image: z.string().nullable(),
  url: z.object({ url: z.string() }),
  publish: z.string(),
});
export type BlogCard = z.infer<typeof BlogCardSchema>;
export const BlogHomepageReplySchema = ok({ blogs: z.array(BlogCardSchema) });

/** GET /blog/list/{lang}/{limit}/{offset}: published posts, newest first. */
export const BlogListParamsSchema = z.object({
  lang: z.literal('sk'),
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000),
});
export const BlogListReplySchema = ok({
  blogs: z.array(BlogCardSchema),
  /** all published posts, for the paginator */
  count: z.number().int(),
});
export type BlogListReply = z.infer<typeof BlogListReplySchema>;

/** `{slug}` of a blog post or text page (the last segment of `/blog/sk/{slug}`, `/page/sk/{slug}`). */
export const ContentSlugParamsSchema = z.object({ lang: z.literal('sk'), slug: dbText().min(1).max(300) });

/** A blog article; `content` is sanitized HTML, rendered as is. */
export const BlogArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  perex: z.string(),
  image: z.string().nullable(),
  /** publication time, ISO 8601 */
  publish: z.string(),
  url: z.object({ url: z.string() }),
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;
export const BlogArticleReplySchema = ok({ blog: BlogArticleSchema });
export type BlogArticleReply = z.infer<typeof BlogArticleReplySchema>;

/** A text page (o-nas, vseobecne-obchodne-podmienky …); `content` is sanitized HTML. */
export const TextPageSchema = z.object({ title: z.string(), content: z.string() });
export type TextPage = z.infer<typeof TextPageSchema>;
export const TextPageReplySchema = ok({ page: TextPageSchema });
export type TextPageReply = z.infer<typeof TextPageReplySchema>;
