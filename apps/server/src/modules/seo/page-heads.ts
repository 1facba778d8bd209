import { IMAGE_SIZES, type ImageVariantsInfo } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { findPublishedBlogBySlug } from '../blog/blog.repository.ts';
import { findBanners } from '../catalog/catalog.repository.ts';
import type { CategoryNode, CategoryTree } from '../catalog/category-tree.ts';
import { htmlToPlainText } from '../content/sanitize.ts';
import { findTextPageBySlug } from '../content/text-pages.repository.ts';
import { type LcpImage, type PageHead, pageTitle, SITE } from './head.ts';
import { findProductForHead } from './seo.repository.ts';
import type { SpaPage } from './spa-routes.ts';

const DESCRIPTION_LENGTH = 160;
const CONTEXT = 'https://schema.org';

const STATIC_TITLES: Record<string, string> = {
  cart: 'Košík',
  checkout: 'Objednávka',
  account: 'Môj účet',
  register: 'Registrácia',
  login: 'Prihlásenie',
  'reset-password': 'Obnovenie hesla',
  logout: 'Odhlásenie',
  test: 'Test',
};

const enc = encodeURIComponent;
/** The home page's first banner is looked up at most this often (it is only a preload hint). */
const BANNER_HINT_TTL_MS = 60_000;
const rootRelative = (src: string | null | undefined) => (src?.startsWith('/') && !src.startsWith('//') ? src : null);
/** A page's largest image for its preload hint; none for an address outside the shop. */
const lcpImage = (src: string | null | undefined, variants: ImageVariantsInfo | null = null, sizes?: string) => {
  const root = rootRelative(src);
  return root ? { src: root, variants, ...(sizes ? { sizes } : {}) } : null;
};

/** A category page's address below the shop's root, its path's segments encoded. */
export const categoryPathUrl = (path: string) => `/category/${path.split('/').map(enc).join('/')}`;

/** Builds the head of each kind of page; null when the thing the URL names does not exist (404). */
export function createPageHeads(db: Db, publicUrl: string, categoryTree: () => Promise<CategoryTree>) {
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${publicUrl}/${src.replace(/^\/+/, '')}`);
  const describe = (html: string) => htmlToPlainText(html, DESCRIPTION_LENGTH) || SITE.description;
  const organization = {
    '@type': 'Organization',
    name: SITE.name,
    url: `${publicUrl}/`,
  };
  const categoryUrl = (node: CategoryNode) => `${publicUrl}${categoryPathUrl(node.path)}`;
  const breadcrumbs = (tree: CategoryTree, node: CategoryNode, last?: { name: string; url: string }) => {
    const crumbs = [
      { name: 'Domov', url: `${publicUrl}/` },
      ...node.lineage.flatMap((id) => {
        const n = tree.byId.get(id);
        return n ? [{ name: n.label, url: categoryUrl(n) }] : [];
      }),
      ...(last ? [last] : []),
    ];
    return {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
    };
  };

  async function product(slug: string): Promise<PageHead | null> {
    const row = await findProductForHead(db, slug);
    if (!row) return null;
    const url = `${publicUrl}/product/${enc(row.slug)}`;
    const images = row.images.map(absolute);
    const description = describe(row.short_description || row.description);
    const tree = await categoryTree();
    const category = tree.byId.get(row.category_id);
    // Deliberately no `offers`: prices are for logged-in customers only
    // (docs/requirements/catalogue.md §Prices for logged-in customers only).
    const productLd = {
      '@context': CONTEXT,
      '@type': 'Product',
      name: row.name,
      sku: row.code,
      mpn: row.code,
      brand: { '@type': 'Brand', name: row.vendor },
      description,
      url,
      ...(images.length > 0 ? { image: images } : {}),
      ...(category ? { category: category.label } : {}),
    };
    return {
      title: pageTitle(row.name),
      description,
      url,
      type: 'product',
      image: images[0] ?? null,
      lcpImage: lcpImage(row.images[0], row.cover_variants, IMAGE_SIZES.page),
      index: true,
      jsonLd: category ? [productLd, breadcrumbs(tree, category, { name: row.name, url })] : [productLd],
    };
  }

  async function category(path: string): Promise<PageHead | null> {
    const tree = await categoryTree();
    const node = tree.byPath.get(path);
    if (!node) return null;
    return {
      title: pageTitle(node.label),
      description: describe(node.description),
      url: categoryUrl(node),
      type: 'website',
      index: true,
      jsonLd: [breadcrumbs(tree, node)],
    };
  }

  async function blog(slug: string): Promise<PageHead | null> {
    const row = await findPublishedBlogBySlug(db, slug);
    if (!row) return null;
    const url = `${publicUrl}/blog/sk/${enc(row.slug)}`;
    const image = row.image ? absolute(row.image) : null;
    const description = describe(row.perex);
    const published = new Date(row.published_at).toISOString();
    return {
      title: pageTitle(row.title),
      description,
      url,
      type: 'article',
      image,
      lcpImage: lcpImage(row.image),
      index: true,
      jsonLd: [
        {
          '@context': CONTEXT,
          '@type': 'BlogPosting',
          headline: row.title,
          description,
          datePublished: published,
          dateModified: published,
          url,
          mainEntityOfPage: url,
          author: organization,
          publisher: organization,
          ...(image ? { image: [image] } : {}),
        },
      ],
    };
  }

  async function textPage(slug: string): Promise<PageHead | null> {
    const page = await findTextPageBySlug(db, slug);
    if (!page) return null;
    const url = `${publicUrl}/page/sk/${enc(page.slug)}`;
    return {
      title: pageTitle(page.title),
      description: describe(page.content),
      url,
      type: 'website',
      index: true,
      jsonLd: [],
    };
  }

  let firstBanner: { image: LcpImage | null; until: number } | undefined;
  async function homeBanner(): Promise<LcpImage | null> {
    if (!firstBanner || firstBanner.until < Date.now()) {
      const [banner] = await findBanners(db, 'top');
      const image = lcpImage(banner?.image, banner?.variants, IMAGE_SIZES.banner);
      firstBanner = { image, until: Date.now() + BANNER_HINT_TTL_MS };
    }
    return firstBanner.image;
  }

  async function home(): Promise<PageHead> {
    return {
      title: SITE.defaultTitle,
      lcpImage: await homeBanner(),
      description: SITE.description,
      url: `${publicUrl}/`,
      type: 'website',
      index: true,
      jsonLd: [
        { '@context': CONTEXT, ...organization, description: SITE.description },
        {
          '@context': CONTEXT,
          '@type': 'WebSite',
          name: SITE.name,
          url: `${publicUrl}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${publicUrl}/search-product/{search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }

  function simple(name: string, path: string, index: boolean): PageHead {
    return {
      title: pageTitle(name),
      description: SITE.description,
      url: `${publicUrl}${path}`,
      type: 'website',
      index,
      jsonLd: [],
    };
  }

  return {
    async of(page: SpaPage): Promise<PageHead | null> {
      switch (page.kind) {
        case 'home':
          return home();
        case 'product':
          return product(page.slug);
        case 'category':
          return category(page.path);
        case 'blog':
          return blog(page.slug);
        case 'text-page':
          return textPage(page.slug);
        case 'blog-list':
          return simple('Blog', '/blog', true);
        case 'search':
          // Result lists are endless and thin: followed, never indexed.
          return simple(`Výsledky vyhľadávania: ${page.query}`, `/search-product/${enc(page.query)}`, false);
        case 'static':
          return simple(
            STATIC_TITLES[page.name] ?? SITE.name,
            `/${page.name === 'account' ? 'account' : page.name}`,
            page.index,
          );
      }
    },
    notFound(): PageHead {
      return {
        title: pageTitle('Stránka nenájdená'),
        description: SITE.description,
        type: 'website',
        index: false,
        jsonLd: [],
      };
    },
  };
}
