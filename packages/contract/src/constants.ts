/** Business constants from the specification (DECISIONS.md §7). */
export const LANG = 'sk';
export const PAGE_SIZES = [12, 36, 72] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const ORDERINGS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Ordering = (typeof ORDERINGS)[number];
/** The orderings the listing offers in its selector. */
export const OFFERED_ORDERINGS = [1, 2, 3, 6, 7] as const satisfies readonly Ordering[];
export const DEFAULT_ORDERING: Ordering = 1;
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
export const ORDER_STATUSES = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const TEXT_PAGE_SLUGS = {
  terms: 'vseobecne-obchodne-podmienky',
  privacy: 'ochrana-osobnych-udajov',
  about: 'o-nas',
  support: 'podpora',
  training: 'skolenia',
} as const;
export const HOME_SHORTCUTS = ['ezs', 'cctv', 'evs', 'eps', 'sks'] as const;
