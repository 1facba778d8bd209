import { SEARCH_COUNT_CAP, SEARCH_ITEM_TYPES, type SearchItem, type SearchItemType } from '@shop/contract';
import { paths } from '../../config/paths';
import type { SearchResults } from './api/search';

/** One selectable row of the dropdown: a result, or the products group's "show all" row. */
export type SearchOption =
  | { kind: 'item'; key: string; href: string; item: SearchItem }
  | { kind: 'show-all'; key: string; href: string; type: SearchItemType; total: number };

export interface SearchGroup {
  type: SearchItemType;
  /** The server's count of all matches of this type (`more_results`), capped at SEARCH_COUNT_CAP. */
  total: number;
  /** How many of them the dropdown shows. */
  shown: number;
  options: SearchOption[];
}

export interface SearchView {
  groups: SearchGroup[];
  /** Every option in display order: ArrowUp/ArrowDown walk this list. */
  options: SearchOption[];
  /** Nothing at all matched. */
  empty: boolean;
}

/** Where a result leads (url.url by type, see SearchItemSchema). */
export function searchItemHref(item: SearchItem): string {
  switch (item.type) {
    case 'product':
      return paths.product.getHref(item.url.url);
    case 'category':
      return paths.category.getHref(item.url.url);
    case 'blog':
      return paths.blogArticle.getHref(item.url.url);
  }
}

/** `1000` → `1000+` when the server stopped counting (SEARCH_COUNT_CAP). */
export const isCapped = (count: number) => count >= SEARCH_COUNT_CAP;

/**
 * Groups the dropdown reply by type (products, categories, blog posts; empty groups left out).
 * Each group carries the server's `more_results` total; the products group ends with a "show all"
 * row leading to the results page for the query (the only type with a page of its own).
 */
export function buildSearchView(results: SearchResults): SearchView {
  const groups: SearchGroup[] = [];
  for (const type of SEARCH_ITEM_TYPES) {
    const items = results.items.filter((item) => item.type === type);
    if (items.length === 0) continue;
    const total = Math.max(results.more_results[type], items.length);
    const options: SearchOption[] = items.map((item) => ({
      kind: 'item',
      key: `${type}-${item.id}`,
      href: searchItemHref(item),
      item,
    }));
    if (type === 'product') {
      options.push({ kind: 'show-all', key: `${type}-all`, href: paths.search.getHref(results.query), type, total });
    }
    groups.push({ type, total, shown: items.length, options });
  }
  return { groups, options: groups.flatMap((g) => g.options), empty: groups.length === 0 };
}
