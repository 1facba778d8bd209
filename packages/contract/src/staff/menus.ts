import { z } from 'zod';
import { ok } from '../envelope.ts';
import { dbText } from '../text.ts';

/**
 * The shop's own links in the header menu (docs/requirements/back-office.md §Menus): the entries
 * after the categories — the blog and text pages — in their order. The category entries follow
 * the category tree and are not edited here. Routes under /admin/v1/staff/menus, content + admin.
 */

export const MenusErrorCode = { pageUnknown: 'menus.page-unknown' } as const;

export const MenuLinkSchema = z.object({
  label: dbText().trim().min(1).max(100),
  /** `blog-list`: the blog; `text-page`: the page whose slug is `url`. */
  urlType: z.enum(['blog-list', 'text-page']),
  url: dbText()
    .trim()
    .max(200)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug'),
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

export const MenuLinksBodySchema = z.object({ links: z.array(MenuLinkSchema).max(20) });
export type MenuLinksBody = z.infer<typeof MenuLinksBodySchema>;

export const MenuLinksReplySchema = ok({
  links: z.array(MenuLinkSchema),
  /** The text pages a link can open. */
  pages: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type MenuLinksReply = z.infer<typeof MenuLinksReplySchema>;
