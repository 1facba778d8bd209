import type { MenuItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from '../lib/router';
import { ACCOUNT_MENU_OPTIONS, categoryPathFromParams, FOOTER_TEXT_PAGES, menuItemHref, paths } from './paths';

describe('paths', () => {
  it('builds hrefs for every route', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.category.getHref('cctv/ip-kamery/bullet-kamery')).toBe('/category/cctv/ip-kamery/bullet-kamery');
    expect(paths.category.getHref('/ezs/')).toBe('/category/ezs');
    expect(paths.product.getHref('kamera-hikvision-ds-2cd')).toBe('/product/kamera-hikvision-ds-2cd');
    expect(paths.cart.getHref()).toBe('/cart');
    expect(paths.checkout.getHref()).toBe('/checkout');
    expect(paths.account.getHref()).toBe('/account');
    expect(paths.accountOption.getHref('orders')).toBe('/account/orders');
    expect(paths.orderDetail.getHref(42)).toBe('/account/orderdetail/42');
    expect(paths.search.getHref('kamera 4K/IP')).toBe('/search-product/kamera%204K%2FIP');
    expect(paths.blog.getHref()).toBe('/blog');
    expect(paths.blogArticle.getHref('/novinky-2026')).toBe('/blog/sk/novinky-2026');
    expect(paths.textPage.getHref('o-nas')).toBe('/page/sk/o-nas');
    expect(paths.register.getHref()).toBe('/register');
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.resetPassword.getHref()).toBe('/reset-password');
    expect(paths.resetPasswordToken.getHref('a.b')).toBe('/reset-password/a.b');
    expect(paths.logout.getHref()).toBe('/logout');
    expect(paths.test.getHref()).toBe('/test');
  });

  it('builds hrefs that match their own pattern', () => {
    const cases = [
      [paths.category.path, paths.category.getHref('cctv/ip-kamery/bullet-kamery/4mp')],
      [paths.product.path, paths.product.getHref('x')],
      [paths.accountOption.path, paths.accountOption.getHref('wishlist')],
      [paths.orderDetail.path, paths.orderDetail.getHref(7)],
      [paths.search.path, paths.search.getHref('a/b c')],
      [paths.blogArticle.path, paths.blogArticle.getHref('clanok')],
      [paths.textPage.path, paths.textPage.getHref('podpora')],
      [paths.resetPasswordToken.path, paths.resetPasswordToken.getHref('t0k3n')],
    ] as const;
    for (const [pattern, href] of cases) expect(matchPath(pattern, href), `${href} ~ ${pattern}`).not.toBeNull();
  });

  it('decodes category params back into the category path', () => {
    const match = matchPath(paths.category.path, '/category/cctv/ip-kamery/bullet-kamery');
    expect(match?.params).toMatchObject({ item: 'cctv', category: 'ip-kamery', subcategory: 'bullet-kamery' });
    expect(categoryPathFromParams(match?.params ?? {})).toBe('cctv/ip-kamery/bullet-kamery');
    expect(categoryPathFromParams({ item: 'ezs' })).toBe('ezs');
  });

  it('decodes a search query with a slash and a space (as the router does)', () => {
    const [match] = matchRoutes([{ path: paths.search.path }], paths.search.getHref('a/b c')) ?? [];
    expect(match?.params.searchQuery).toBe('a/b c');
  });

  it('lists the account options and the five footer pages', () => {
    expect(ACCOUNT_MENU_OPTIONS).toEqual(['wishlist', 'orders', 'invoices', 'addresses', 'details']);
    expect(FOOTER_TEXT_PAGES.map((p) => paths.textPage.getHref(p.slug))).toEqual([
      '/page/sk/vseobecne-obchodne-podmienky',
      '/page/sk/ochrana-osobnych-udajov',
      '/page/sk/o-nas',
      '/page/sk/podpora',
      '/page/sk/skolenia',
    ]);
  });
});

describe('menuItemHref', () => {
  const url = (type: string, value: string): MenuItem['url'] => ({ type, url: value });
  it('maps url types to routes', () => {
    expect(menuItemHref(url('category', 'cctv/ip-kamery'))).toBe('/category/cctv/ip-kamery');
    expect(menuItemHref(url('text-page', 'podpora'))).toBe('/page/sk/podpora');
    expect(menuItemHref(url('blog-list', ''))).toBe('/blog');
  });
  it('sends unknown types to the not-found route and hides items without a url', () => {
    expect(menuItemHref(url('brand', 'hikvision'))).toBe(paths.notFound.getHref());
    expect(matchPath(paths.notFound.path, paths.notFound.getHref())).not.toBeNull();
    expect(menuItemHref(null)).toBeNull();
  });
});
