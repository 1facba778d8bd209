import { type MenuLink, type MenuLinksBody, type MenuLinksReply, MenusErrorCode } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import type { Shop } from '../../shop.ts';
import { recordAudit } from '../staff/audit.ts';
import { listMenuLinks, listPageSlugs, replaceMenuLinks } from './menus.staff.repository.ts';

/**
 * The header menu's own links (docs/requirements/back-office.md §Menus). A save drops the menu
 * cache of this process (`menus.invalidate`), so the header shows it at the next request.
 */
export async function menuLinks(shop: Shop): Promise<MenuLinksReply> {
  const [links, pages] = await Promise.all([listMenuLinks(shop.db), listPageSlugs(shop.db)]);
  return {
    success: true,
    links: links.map((l) => ({ label: l.label, urlType: l.urlType as MenuLink['urlType'], url: l.url ?? '' })),
    pages,
  };
}

export async function saveMenuLinks(shop: Shop, request: FastifyRequest, body: MenuLinksBody): Promise<MenuLinksReply> {
  await shop.db.transaction(async (tx) => {
    const pages = new Set((await listPageSlugs(tx)).map((p) => p.slug));
    body.links.forEach((link, i) => {
      if (link.urlType === 'text-page' && !pages.has(link.url))
        throw badRequest(`links.${i}.url`, MenusErrorCode.pageUnknown);
    });
    const before = await listMenuLinks(tx);
    const links = body.links.map((l) => (l.urlType === 'blog-list' ? { ...l, url: 'blog' } : l));
    await replaceMenuLinks(tx, links);
    await recordAudit(tx, request, {
      action: 'menu.links',
      entity: 'menu',
      entityId: 'main',
      summary: 'Upravil odkazy hlavnej ponuky',
      changes: { links: [before.map((l) => l.label), links.map((l) => l.label)] },
    });
  });
  shop.menus.invalidate();
  return menuLinks(shop);
}
