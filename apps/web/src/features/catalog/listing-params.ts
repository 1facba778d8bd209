import { DEFAULT_ORDERING, DEFAULT_PAGE_SIZE, ORDERINGS, type Ordering, PAGE_SIZES } from '@shop/contract';

/**
 * The listing's state, kept in the URL (docs/requirements/catalogue.md §Listing URL parameters): `lm` page size, `pg`
 * page, `or` ordering, `st` in stock.
 */
export interface ListingParams {
  limit: number;
  page: number;
  order: Ordering;
  inStock: boolean;
}

export const LISTING_KEYS = { limit: 'lm', page: 'pg', order: 'or', inStock: 'st' } as const;

export const DEFAULT_LISTING: ListingParams = {
  limit: DEFAULT_PAGE_SIZE,
  page: 1,
  order: DEFAULT_ORDERING,
  inStock: false,
};

/** A whole decimal number, nothing else (`"2"` yes; `"2.5"`, `"2abc"`, `""` no). */
function integer(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * Reads the listing parameters with their fallbacks (docs/requirements/catalogue.md §Listing URL parameters): `lm` only
 * 12/36/72 (else 12), `pg` a whole number ≥ 1 (else 1), `or` 1…7 (else 1), `st=1` means in stock only.
 */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const limit = integer(search.get(LISTING_KEYS.limit));
  const page = integer(search.get(LISTING_KEYS.page));
  const order = integer(search.get(LISTING_KEYS.order));
  return {
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LISTING.limit,
    page: page !== undefined && page >= 1 ? page : DEFAULT_LISTING.page,
    order:
      order !== undefined && (ORDERINGS as readonly number[]).includes(order)
        ? (order as Ordering)
        : DEFAULT_LISTING.order,
    inStock: search.get(LISTING_KEYS.inStock) === '1',
  };
}

/** The offset of the current page for `POST /product/filter/{lang}/{limit}/{offset}`. */
export function listingOffset({ limit, page }: Pick<ListingParams, 'limit' | 'page'>): number {
  return (page - 1) * limit;
}

/**
 * The search string after a change. Changing ordering, page size or the stock filter goes back to
 * page 1 (the old page may not exist any more). Defaults are left out so every state has one URL;
 * other parameters are kept.
 */
export function changeListing(search: URLSearchParams, change: Partial<ListingParams>): URLSearchParams {
  const current = parseListingParams(search);
  const resetsPage = change.limit !== undefined || change.order !== undefined || change.inStock !== undefined;
  const next: ListingParams = { ...current, ...(resetsPage ? { page: 1 } : {}), ...change };
  const out = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  set(LISTING_KEYS.limit, next.limit === DEFAULT_LISTING.limit ? null : String(next.limit));
  set(LISTING_KEYS.page, next.page === DEFAULT_LISTING.page ? null : String(next.page));
  set(LISTING_KEYS.order, next.order === DEFAULT_LISTING.order ? null : String(next.order));
  set(LISTING_KEYS.inStock, next.inStock ? '1' : null);
  return out;
}

/** `?…` for a link, or '' when everything is at its default. */
export function toSearch(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}
