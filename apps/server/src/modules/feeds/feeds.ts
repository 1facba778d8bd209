import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { CategoryTree } from '../catalog/category-tree.ts';
import { htmlToPlainText } from '../content/sanitize.ts';
import { withVatCents } from '../pricing/pricing.ts';
import { type FeedProduct, findFeedProducts } from './feeds.repository.ts';

/**
 * The product feeds for price comparison sites (docs/requirements/back-office.md §Import and export):
 * Heureka's XML and Google Merchant's RSS 2.0 with the `g:` namespace. Both formats require a
 * price, and this B2B shop publishes retail prices only when FEED_PRICES is on; without it there
 * is no feed at all (404) rather than one both sites would reject. Active products only, every
 * URL absolute from PUBLIC_URL, written as the products are read, 500 at a time by id.
 */

export const FEED_BATCH = 500;
export type FeedKind = 'heureka' | 'google';

const x = escapeHtml;
const money = (cents: number) => (cents / 100).toFixed(2);

interface FeedContext {
  publicUrl: string;
  tree: CategoryTree;
}

const absolute = (publicUrl: string, src: string) =>
  /^https?:\/\//i.test(src) ? src : `${publicUrl}/${src.replace(/^\/+/, '')}`;
const productUrl = (publicUrl: string, p: FeedProduct) => `${publicUrl}/product/${encodeURIComponent(p.slug)}`;
const categoryLabels = (tree: CategoryTree, id: number) =>
  (tree.byId.get(id)?.lineage ?? []).map((c) => tree.byId.get(c)?.label ?? '').filter(Boolean);
const text = (p: FeedProduct) => htmlToPlainText(p.description || p.short_description, 5000);
const retailCents = (p: FeedProduct) => withVatCents(Number(p.price_cents), Number(p.vat_rate));

function heurekaItem(p: FeedProduct, ctx: FeedContext): string {
  const tags: [string, string | null][] = [
    ['ITEM_ID', p.code],
    ['PRODUCTNAME', p.name],
    ['PRODUCT', p.name],
    ['DESCRIPTION', text(p)],
    ['URL', productUrl(ctx.publicUrl, p)],
    ['IMGURL', p.image ? absolute(ctx.publicUrl, p.image) : null],
    ['PRICE_VAT', money(retailCents(p))],
    ['MANUFACTURER', p.vendor],
    ['CATEGORYTEXT', categoryLabels(ctx.tree, p.category_id).join(' | ')],
    ['EAN', p.ean],
    ['PRODUCTNO', p.code],
    // Heureka's days to delivery: 0 = in stock.
    ['DELIVERY_DATE', Number(p.stock) > 0 ? '0' : '7'],
  ];
  const inner = tags.flatMap(([tag, value]) => (value ? [`<${tag}>${x(value)}</${tag}>`] : [])).join('');
  return `<SHOPITEM>${inner}</SHOPITEM>\n`;
}

function googleItem(p: FeedProduct, ctx: FeedContext): string {
  const tags: [string, string | null][] = [
    ['g:id', p.code],
    ['title', p.name],
    ['description', text(p)],
    ['link', productUrl(ctx.publicUrl, p)],
    ['g:image_link', p.image ? absolute(ctx.publicUrl, p.image) : null],
    ['g:availability', Number(p.stock) > 0 ? 'in_stock' : 'out_of_stock'],
    ['g:price', `${money(retailCents(p))} EUR`],
    ['g:brand', p.vendor],
    ['g:gtin', p.ean],
    ['g:mpn', p.code],
    ['g:condition', 'new'],
    ['g:product_type', categoryLabels(ctx.tree, p.category_id).join(' > ')],
  ];
  const inner = tags.flatMap(([tag, value]) => (value ? [`<${tag}>${x(value)}</${tag}>`] : [])).join('');
  return `<item>${inner}</item>\n`;
}

async function* feedChunks(db: Db, kind: FeedKind, ctx: FeedContext): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="utf-8"?>\n';
  yield kind === 'heureka'
    ? '<SHOP>\n'
    : `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bezpečnostné systémy</title><link>${x(ctx.publicUrl)}/</link><description>Katalóg produktov</description>\n`;
  const item = kind === 'heureka' ? heurekaItem : googleItem;
  for (let after = 0; ; ) {
    const batch = await findFeedProducts(db, after, FEED_BATCH);
    if (batch.length === 0) break;
    yield batch.map((p) => item(p, ctx)).join('');
    after = Number(batch[batch.length - 1]?.id);
  }
  yield kind === 'heureka' ? '</SHOP>\n' : '</channel></rss>\n';
}

/** The feed as a stream: the reply sends each batch as it is read. */
export function feedStream(db: Db, kind: FeedKind, ctx: FeedContext): Readable {
  return Readable.from(feedChunks(db, kind, ctx));
}
