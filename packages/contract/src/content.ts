import { z } from 'zod';
import { ok } from './envelope.ts';

export const MENU_URL_TYPES = ['category', 'text-page', 'blog-list'] as const;

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
