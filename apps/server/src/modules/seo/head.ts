import type { ImageVariantsInfo } from '@shop/contract';
import { escapeHtml } from '../../mail/html.ts';

/**
 * The image a page's first view paints largest: its root-relative address and, for an image
 * stored in sizes, those sizes and how wide the page shows it (`IMAGE_SIZES`), so the preload
 * hint names the very file the page's `srcset` then picks.
 */
export interface LcpImage {
  src: string;
  variants?: ImageVariantsInfo | null;
  sizes?: string;
}

/** What the server says about a page before the SPA has run: for crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** absolute canonical URL (none for the not-found page) */
  url?: string;
  /** og:type: website, product, article */
  type: string;
  /** absolute image URL */
  image?: string | null;
  /** the image the first view paints largest (preloaded with high priority) */
  lcpImage?: LcpImage | null;
  /** false: `noindex` (search results, private pages, not found) */
  index: boolean;
  /** schema.org objects, each written as its own JSON-LD data block */
  jsonLd: object[];
}

export const SITE = {
  name: 'SecuriTrade',
  /** as the web's sk.json `shop.defaultTitle`, `shop.description` */
  defaultTitle: 'SecuriTrade – bezpečnostné systémy pre profesionálov',
  description: 'Veľkoobchod so zabezpečovacou, kamerovou a prístupovou technikou pre montážne a servisné firmy.',
  locale: 'sk_SK',
} as const;

/** `Name | SecuriTrade`, as the web titles its pages (sk.json `shop.documentTitle`). */
export const pageTitle = (name: string) => `${name} | ${SITE.name}`;

/**
 * JSON inside `<script type="application/ld+json">`: a data block the browser never runs (so the
 * CSP allows it), but `</script>` or `<!--` in a product name must not end it early.
 */
export function jsonLdBlock(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.url ? [`<link rel="canonical" href="${escapeHtml(head.url)}">`] : []),
    ...(head.index ? [] : [meta('name', 'robots', 'noindex, follow')]),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', SITE.locale),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.url ? [meta('property', 'og:url', head.url)] : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...head.jsonLd.map(jsonLdBlock),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
/** Tags of the built index.html this head replaces (the SPA's generic description). */
const REPLACED = [/<meta\s+name=["']description["'][^>]*>\s*/gi, /<link\s+rel=["']canonical["'][^>]*>\s*/gi];

/**
 * The built index.html with this page's title and tags in its head. `early` and `late` are more
 * tags (already HTML): `early` go right after `<meta charset>`, ahead of the scripts, so they start
 * first; `late` at the end of the head, after the built stylesheets.
 */
export function renderHead(html: string, head: PageHead, early: string[] = [], late: string[] = []): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let out = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html);
  out = TITLE.test(out) ? out.replace(TITLE, () => title) : out.replace(/<\/head>/i, () => `${title}\n  </head>`);
  const first = early.filter(Boolean).join('\n    ');
  if (first) out = out.replace(/<meta charset=[^>]*>/i, (charset) => `${charset}\n    ${first}`);
  const last = [headTags(head), ...late.filter(Boolean)].join('\n    ');
  return out.replace(/<\/head>/i, () => `  ${last}\n  </head>`);
}
