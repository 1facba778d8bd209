import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSrcSet, LANG, SEARCH_PAGE_SIZE } from '@shop/contract';
import { escapeHtml } from '../../mail/html.ts';
import type { LcpImage } from './head.ts';
import type { SpaPage } from './spa-routes.ts';

/**
 * Resource hints for the first view of an SPA page, so the browser fetches in parallel, while it
 * downloads the entry script, what it would otherwise only ask for one step later:
 *   - the page's screen chunk (a lazy route) with its own imports and CSS, from Vite's manifest;
 *   - the API GETs the screen renders first (apps/web/src/app/route-data.ts, same URLs: a
 *     preloaded response is only used for an identical request);
 *   - the image that is the page's largest paint (first home banner, product cover). An image
 *     stored in sizes is named by the `srcset` and `sizes` the page shows it with, as AVIF where
 *     the page offers AVIF (its `<picture>` source): the browser then picks the file the page
 *     will use. Naming only the largest WebP made a phone, and any browser that takes the AVIF,
 *     download the picture twice.
 * The web waits for its first screen's data before painting (route-data.ts), so these hints are
 * on the critical path of the first paint.
 */

/** A lazy route's module in the manifest (apps/web/src/app/router.tsx). */
const SCREENS: Record<string, string> = {
  home: 'home',
  category: 'category',
  product: 'product',
  search: 'search',
  'blog-list': 'blog-list',
  blog: 'blog-article',
  'text-page': 'text-page',
  cart: 'cart',
  checkout: 'checkout',
  account: 'account',
  register: 'register',
  login: 'login',
  logout: 'logout',
  test: 'test',
  'reset-password': 'reset-password',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenAssets {
  /** script chunks not already preloaded by index.html */
  modules: string[];
  styles: string[];
}

/** Reads `.vite/manifest.json` of the built web (none: no screen hints, e.g. in tests). */
export function readScreenAssets(webDist: string): (page: SpaPage) => ScreenAssets | null {
  const file = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(file)) return () => null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  // What index.html loads itself (its scripts and modulepreloads), with everything those import.
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const referenced = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const loaded = closure(Object.keys(manifest).filter((key) => referenced.has(manifest[key]?.file)));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const cache = new Map<string, ScreenAssets | null>();
  const assetsOf = (screen: string): ScreenAssets | null => {
    const key = `src/app/routes/${screen}.tsx`;
    if (!manifest[key]) return null;
    const keys = [...closure([key])].filter((k) => !loaded.has(k));
    return {
      modules: keys.flatMap((k) => (manifest[k] ? [`/${manifest[k].file}`] : [])),
      styles: [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))]
        .filter((css) => !loadedCss.has(css))
        .map((css) => `/${css}`),
    };
  };
  return (page) => {
    const screen = SCREENS[page.kind === 'static' ? page.name : page.kind];
    if (!screen) return null;
    if (!cache.has(screen)) cache.set(screen, assetsOf(screen));
    return cache.get(screen) ?? null;
  };
}

const API = '/admin/v1';
const enc = encodeURIComponent;

/** The API GETs a page's first view renders (as apps/web/src/app/route-data.ts asks for them). */
export function firstViewRequests(page: SpaPage, search: URLSearchParams): string[] {
  const urls = [`${API}/menu/main/${LANG}`];
  switch (page.kind) {
    case 'home':
      urls.push(
        `${API}/banners/top/${LANG}`,
        `${API}/menu/bottom-second/${LANG}`,
        `${API}/product/homepage/${LANG}`,
        `${API}/blog/homepage/${LANG}`,
      );
      break;
    case 'category':
      urls.push(`${API}/menu/bottom-second/${LANG}`, `${API}/category/url/${enc(page.path)}/${LANG}`);
      break;
    case 'product':
      urls.push(`${API}/product/detail/url/${enc(page.slug)}/${LANG}`);
      break;
    case 'search': {
      const query = page.query.trim();
      const pageNo = Math.max(1, Number.parseInt(search.get('pg') ?? '', 10) || 1);
      if (query)
        urls.push(
          `${API}/search-products/${enc(query)}/${LANG}/${SEARCH_PAGE_SIZE}/${(pageNo - 1) * SEARCH_PAGE_SIZE}`,
        );
      break;
    }
  }
  return urls;
}

export interface Preloads {
  assets: ScreenAssets | null;
  requests: string[];
  /** the largest image of the first view */
  image?: LcpImage | null;
}

/** The preload of a page's largest image, matching what its `<img>` or `<picture>` will fetch. */
function imagePreload(image: LcpImage): string {
  const attr = escapeHtml;
  const avif = imageSrcSet(image.src, image.variants, 'avif');
  const webp = imageSrcSet(image.src, image.variants, 'webp');
  const set = avif || webp;
  const sizes = set && image.sizes ? ` imagesrcset="${attr(set)}" imagesizes="${attr(image.sizes)}"` : '';
  // `type`: a browser that cannot show AVIF skips the hint (and takes the page's WebP later).
  const type = sizes && avif ? ' type="image/avif"' : '';
  return `<link rel="preload" as="image" href="${attr(image.src)}"${sizes}${type} fetchpriority="high">`;
}

/**
 * The `<link>` tags: `early` (hints, in the order the browser should start them) belong at the top
 * of the head; `late` (the screen's stylesheets) after the entry's own, as the web would add them.
 */
export function preloadTags({ assets, requests, image }: Preloads): { early: string; late: string } {
  const attr = escapeHtml;
  const early = [
    ...(image?.src.startsWith('/') ? [imagePreload(image)] : []),
    ...requests.map((url) => `<link rel="preload" as="fetch" href="${attr(url)}" crossorigin="anonymous">`),
    ...(assets?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ];
  const late = (assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`);
  return { early: early.join('\n    '), late: late.join('\n    ') };
}
