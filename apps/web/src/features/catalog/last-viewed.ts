import { LAST_VIEWED_MAX, type ProductCard } from '@shop/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Last viewed products (docs/requirements/catalogue.md §Last viewed products): at most 10, newest first, no duplicates,
 * kept in the browser only. Only what a small card needs is stored — never prices, which depend on who is
 * logged in and change.
 */
export interface LastViewedItem {
  id: number;
  slug: string;
  name: string;
  code: string;
  vendor: string;
  image: { src: string; caption: string; width: number; height: number } | null;
}

export const LAST_VIEWED_KEY = 'shop.lastViewed';

export function toLastViewedItem(product: Pick<ProductCard, 'id' | 'url' | 'name' | 'code' | 'vendor' | 'image'>) {
  const cover = product.image.find((i) => i.cover) ?? product.image[0];
  return {
    id: product.id,
    slug: product.url.url,
    name: product.name,
    code: product.code,
    vendor: product.vendor,
    image: cover ? { src: cover.src, caption: cover.caption, width: cover.width, height: cover.height } : null,
  } satisfies LastViewedItem;
}

/** `item` first, its earlier entry removed, cut to `max`. */
export function pushLastViewed(
  list: readonly LastViewedItem[],
  item: LastViewedItem,
  max: number = LAST_VIEWED_MAX,
): LastViewedItem[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, max);
}

function isItem(value: unknown): value is LastViewedItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const image = v.image as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'number' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.code === 'string' &&
    typeof v.vendor === 'string' &&
    (image === null ||
      (!!image &&
        typeof image.src === 'string' &&
        typeof image.caption === 'string' &&
        typeof image.width === 'number' &&
        typeof image.height === 'number'))
  );
}

/** The stored list; anything unreadable (old format, hand-edited, other app) counts as empty or is skipped. */
export function parseLastViewed(raw: string | null, max: number = LAST_VIEWED_MAX): LastViewedItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const out: LastViewedItem[] = [];
  for (const entry of data) {
    if (!isItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
  }
  return out.slice(0, max);
}

/** What to show on a product page: the list without the product itself. */
export function lastViewedExcept(list: readonly LastViewedItem[], currentId: number | undefined): LastViewedItem[] {
  return list.filter((entry) => entry.id !== currentId);
}

// ---- browser storage, shared by every component through one subscription ----

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the feature then simply shows nothing.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(LAST_VIEWED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Records a viewed product. */
export function rememberViewed(item: LastViewedItem) {
  const store = storage();
  if (!store) return;
  const next = pushLastViewed(parseLastViewed(readRaw()), item);
  try {
    store.setItem(LAST_VIEWED_KEY, JSON.stringify(next));
  } catch {
    return; // quota exceeded: keep the old list
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Other tabs write too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_VIEWED_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The last viewed products except `currentId`, newest first; updates when the list changes. */
export function useLastViewed(currentId?: number): LastViewedItem[] {
  const raw = useSyncExternalStore(
    subscribe,
    readRaw,
    useCallback(() => null, []),
  );
  return useMemo(() => lastViewedExcept(parseLastViewed(raw), currentId), [raw, currentId]);
}
