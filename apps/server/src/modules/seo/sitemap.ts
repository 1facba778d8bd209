import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../mail/html.ts';
import { findPublishedBlogSlugs } from '../blog/blog.repository.ts';
import type { CategoryTree } from '../catalog/category-tree.ts';
import { findTextPageSlugs } from '../content/text-pages.repository.ts';
import { countActiveProducts, findProductSlugs } from './seo.repository.ts';

/** The protocol's limit per file; larger sites get a sitemap index (tests pass a small size). */
export const SITEMAP_CHUNK_SIZE = 50_000;
/** How long this process reuses a built sitemap file (the reply may be cached an hour anyway). */
const SITEMAP_TTL_MS = 10 * 60_000;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const enc = encodeURIComponent;

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) => `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Every public page with an absolute URL: home, blog list, categories, blog posts and text pages
 * first (few), then the products in id order, so chunk n always holds the same range.
 */
export function createSitemap(db: Db, publicUrl: string, categoryTree: () => Promise<CategoryTree>, chunkSize: number) {
  async function pagesBeforeProducts(): Promise<SitemapUrl[]> {
    const [tree, blogs, pages] = await Promise.all([categoryTree(), findPublishedBlogSlugs(db), findTextPageSlugs(db)]);
    return [
      { loc: `${publicUrl}/` },
      { loc: `${publicUrl}/blog` },
      ...[...tree.byId.values()].map((c) => ({ loc: `${publicUrl}/category/${c.path.split('/').map(enc).join('/')}` })),
      ...blogs.map((b) => ({ loc: `${publicUrl}/blog/sk/${enc(b.slug)}`, lastmod: day(b.published_at) })),
      ...pages.map((p) => ({ loc: `${publicUrl}/page/sk/${enc(p.slug)}`, lastmod: day(p.updatedAt) })),
    ];
  }

  /** URLs number `start` to `end - 1` of the whole list. */
  async function range(fixed: SitemapUrl[], start: number, end: number): Promise<SitemapUrl[]> {
    const productStart = Math.max(start, fixed.length);
    const products =
      end > productStart ? await findProductSlugs(db, end - productStart, productStart - fixed.length) : [];
    return [
      ...fixed.slice(start, end),
      ...products.map((p) => ({ loc: `${publicUrl}/product/${enc(p.slug)}`, lastmod: day(p.created_at) })),
    ];
  }

  // Crawlers ask rarely but a 50 000-URL file costs a large query: each file is kept for a while.
  const memo = new Map<string, { at: number; xml: Promise<string | null> }>();
  const remembered = (key: string, build: () => Promise<string | null>) => {
    const hit = memo.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_TTL_MS) return hit.xml;
    const xml = build();
    // Failures and files past the end are not kept (any number may be asked for).
    xml.then((v) => v === null && memo.delete(key)).catch(() => memo.delete(key));
    memo.set(key, { at: Date.now(), xml });
    return xml;
  };

  const files = {
    /** `/sitemap.xml`: every URL, or an index of `/sitemap-<n>.xml` files when there are more than one file holds. */
    async main(): Promise<string> {
      const [fixed, productCount] = await Promise.all([pagesBeforeProducts(), countActiveProducts(db)]);
      const total = fixed.length + productCount;
      if (total <= chunkSize) return urlset(await range(fixed, 0, total));
      const entries = Array.from(
        { length: Math.ceil(total / chunkSize) },
        (_, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    /** `/sitemap-<n>.xml` (1-based); null past the last file. */
    async part(n: number): Promise<string | null> {
      const [fixed, productCount] = await Promise.all([pagesBeforeProducts(), countActiveProducts(db)]);
      const total = fixed.length + productCount;
      const start = (n - 1) * chunkSize;
      if (n < 1 || start >= total || total <= chunkSize) return null;
      return urlset(await range(fixed, start, Math.min(start + chunkSize, total)));
    },
  };
  return {
    main: async () => (await remembered('main', files.main)) ?? '',
    part: (n: number) => remembered(`part-${n}`, () => files.part(n)),
  };
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
