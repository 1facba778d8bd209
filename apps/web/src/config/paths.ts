import { LANG, type MenuItem, TEXT_PAGE_SLUGS } from '@shop/contract';

/** Account sub-pages (`/account/:menuOption`), in side-menu order. */
export const ACCOUNT_MENU_OPTIONS = ['wishlist', 'orders', 'invoices', 'addresses', 'details'] as const;
export type AccountMenuOption = (typeof ACCOUNT_MENU_OPTIONS)[number];

export function isAccountMenuOption(value: string | undefined): value is AccountMenuOption {
  return (ACCOUNT_MENU_OPTIONS as readonly string[]).includes(value ?? '');
}

/** The query parameter that makes an order's detail its confirmation page. */
export const ORDER_PLACED_PARAM = 'placed';

const enc = (value: string | number) => encodeURIComponent(String(value));
/** Splits a path-like value (`cctv/ip-kamery`, `/my-article`) into encoded segments. */
const segments = (value: string) =>
  value
    .split('/')
    .filter((s) => s.length > 0)
    .map(enc)
    .join('/');

/**
 * Every route of the SPA (docs/requirements/content.md §Routes), defined once: `path` is the router pattern,
 * `getHref(…)` builds a link to it. Never write these URLs by hand elsewhere.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** `categoryPath` is the category's `url.url`, e.g. `cctv/ip-kamery/bullet-kamery`. */
  category: {
    path: '/category/:item/:category?/:subcategory?/:subsubcategory?',
    getHref: (categoryPath: string) => `/category/${segments(categoryPath)}`,
  },
  /** `productUrl` is the product's `url.url` (one slug). */
  product: { path: '/product/:productName', getHref: (productUrl: string) => `/product/${enc(productUrl)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  account: { path: '/account', getHref: () => '/account' },
  accountOption: {
    path: '/account/:menuOption',
    getHref: (option: AccountMenuOption) => `/account/${option}`,
  },
  /** `placed`: the confirmation right after checkout (docs/decisions/008-order-confirmation-page.md). */
  orderDetail: {
    path: '/account/orderdetail/:orderId',
    getHref: (orderId: string | number, { placed = false }: { placed?: boolean } = {}) =>
      `/account/orderdetail/${enc(orderId)}${placed ? `?${ORDER_PLACED_PARAM}=1` : ''}`,
  },
  search: {
    path: '/search-product/:searchQuery',
    getHref: (query: string) => `/search-product/${enc(query)}`,
  },
  blog: { path: '/blog', getHref: () => '/blog' },
  /** `articleUrl` is the article's `url.url` (a slug, with or without a leading slash). */
  blogArticle: {
    path: '/blog/:language/:blogName',
    getHref: (articleUrl: string, language: string = LANG) => `/blog/${enc(language)}/${segments(articleUrl)}`,
  },
  textPage: {
    path: '/page/:language/:pageName',
    getHref: (slug: string, language: string = LANG) => `/page/${enc(language)}/${enc(slug)}`,
  },
  register: { path: '/register', getHref: () => '/register' },
  login: { path: '/login', getHref: () => '/login' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  resetPasswordToken: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${enc(token)}`,
  },
  logout: { path: '/logout', getHref: () => '/logout' },
  test: { path: '/test', getHref: () => '/test' },
  /** Matches anything else; `getHref` gives a URL that no other route matches. */
  notFound: { path: '*', getHref: () => '/404' },
} as const;

export type RouteName = keyof typeof paths;

export interface CategoryParams {
  item?: string | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  subsubcategory?: string | undefined;
}

/** The category path (`cctv/ip-kamery`) from the category route's params (already decoded). */
export function categoryPathFromParams(params: CategoryParams): string {
  return [params.item, params.category, params.subcategory, params.subsubcategory]
    .filter((s): s is string => !!s)
    .join('/');
}

/** The five text pages linked from the footer (and terms/privacy from checkout). */
export const FOOTER_TEXT_PAGES = [
  { key: 'terms', slug: TEXT_PAGE_SLUGS.terms },
  { key: 'privacy', slug: TEXT_PAGE_SLUGS.privacy },
  { key: 'about', slug: TEXT_PAGE_SLUGS.about },
  { key: 'support', slug: TEXT_PAGE_SLUGS.support },
  { key: 'training', slug: TEXT_PAGE_SLUGS.training },
] as const;

/**
 * Where a menu entry links (docs/requirements/content.md §Menus): category → category listing, text-page → text
 * page, blog-list → blog; any other type → the not-found page. Entries without a url are hidden,
 * so they have no href (null).
 */
export function menuItemHref(url: MenuItem['url']): string | null {
  if (!url) return null;
  switch (url.type) {
    case 'category':
      return paths.category.getHref(url.url);
    case 'text-page':
      return paths.textPage.getHref(url.url);
    case 'blog-list':
      return paths.blog.getHref();
    default:
      return paths.notFound.getHref();
  }
}

/**
 * The router state the shop's own sign-out links carry: /logout then signs out at once. Without it
 * (a link from another site, a typed address) the page asks first
 * (features/auth/components/logout-screen.tsx), so no other site can sign a customer out.
 */
export const SIGN_OUT_NOW = { signOutNow: true } as const;

export const isSignOutNow = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signOutNow?: unknown }).signOutNow === true;
