/**
 * Business constants (the rules around each: docs/requirements/, index in docs/requirements/README.md). Plain values
 * only (no zod): the web bundles what it imports from here without the schemas (package.json `sideEffects: false`).
 */
export const LANG = 'sk';
export const PAGE_SIZES = [12, 36, 72] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const ORDERINGS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Ordering = (typeof ORDERINGS)[number];
/** The orderings the listing offers in its selector. */
export const OFFERED_ORDERINGS = [1, 2, 3, 6, 7] as const satisfies readonly Ordering[];
export const DEFAULT_ORDERING: Ordering = 1;
/** The orderings by price: they would reveal the price ranking, so only signed-in customers get them. */
export const PRICE_ORDERINGS = [4, 5] as const satisfies readonly Ordering[];
/** The ordering a listing really uses: a price ordering asked for without a login is the default. */
export function effectiveOrdering(ordering: Ordering, signedIn: boolean): Ordering {
  return !signedIn && isPriceOrdering(ordering) ? DEFAULT_ORDERING : ordering;
}
export const isPriceOrdering = (ordering: number) => (PRICE_ORDERINGS as readonly number[]).includes(ordering);
export const STOCK_THRESHOLDS = [5, 10, 20, 50, 100, 250, 500, 1000] as const;
export const LAST_VIEWED_MAX = 10;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const COUNTRY_CODE = 32;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const BANNER_INTERVAL_MS = 5000;
export const BANNER_FADE_MS = 1000;
export const TOAST_MS = 5000;
export const TOOLTIP_DELAY_MS = 750;
export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_PAGE_SIZE = 12;
export const BREAKPOINT_SMALL_MAX = 750;
export const BREAKPOINT_MEDIUM_MAX = 1200;
export const ADDRESS_TYPE = { invoice: 1, delivery: 2 } as const;
/**
 * Where an order stands. Which status may follow which, by the order's kind (pick-up or delivery),
 * is decided only by the server (apps/server/src/modules/orders/order-status.ts).
 */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Orders in these statuses are never invoiced: a cancelled order was not supplied, a returned one
 * came back (docs/requirements/orders-and-invoices.md §Invoices); one invoiced before gets a credit
 * note. Every other status may be: a B2B customer may be invoiced on acceptance, at shipment or at
 * pick-up, as staff decide.
 */
export const NOT_INVOICED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];
export const TEXT_PAGE_SLUGS = {
  terms: 'vseobecne-obchodne-podmienky',
  privacy: 'ochrana-osobnych-udajov',
  about: 'o-nas',
  support: 'podpora',
  training: 'skolenia',
} as const;
export const HOME_SHORTCUTS = ['ezs', 'cctv', 'evs', 'eps', 'sks'] as const;
export const MENU_URL_TYPES = ['category', 'text-page', 'blog-list'] as const;

/** Queries longer than this are cut (not refused): the rest adds nothing a person would type. */
export const SEARCH_QUERY_MAX = 100;
/**
 * Match counts stop here: counting every match of a common word in a large catalogue costs more
 * than the answer is worth. A count equal to this means "this many or more".
 */
export const SEARCH_COUNT_CAP = 1000;
/** How many results of each kind the search-bar dropdown shows. */
export const SEARCH_DROPDOWN_LIMITS = { product: 5, category: 3, blog: 3 } as const;

export const SEARCH_ITEM_TYPES = ['product', 'category', 'blog'] as const;
export type SearchItemType = (typeof SEARCH_ITEM_TYPES)[number];

export const PAYMENT_KINDS = ['bank_transfer', 'cash_on_delivery', 'cash'] as const;
/** Slovak and Czech postal codes: "040 01" or "04001" (stored as "040 01"). */
export const ZIP_PATTERN = /^\d{3} ?\d{2}$/;
/** Digits with the usual separators, an optional leading "+". */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{5,24}$/;
export const NOTE_MAX = 1000;
/**
 * The longest value of each address field (checkout forms, saved addresses). Zip and phone are
 * bounded by their patterns; their figures are the longest text those patterns accept.
 */
export const ADDRESS_FIELD_MAX = { firstName: 100, lastName: 100, street: 200, city: 100, zip: 6, phone: 25 } as const;
/** The `Idempotency-Key` header of POST /basket/order (a fresh random value per order attempt). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * A Slovak company's tax identifiers (docs/requirements/accounts.md §Registration): IČO, 8 digits;
 * DIČ, 10 digits; IČ DPH, `SK` and 10 digits (only VAT payers have one). Both apps check these
 * patterns; the server's schemas (account.ts) are built from them.
 */
export const COMPANY_ID_PATTERN = /^\d{8}$/;
export const VAT_REGISTRATION_ID_PATTERN = /^\d{10}$/;
export const EXT_VAT_REGISTRATION_ID_PATTERN = /^SK\d{10}$/;
