import { BREAKPOINT_MEDIUM_MAX, BREAKPOINT_SMALL_MAX } from '@shop/contract';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Breakpoints: small ≤ 750px, medium 751–1200px, large ≥ 1201px
 * (docs/requirements/content.md §Page frame and breakpoints).
 */
export const MEDIA = {
  small: `(max-width: ${BREAKPOINT_SMALL_MAX}px)`,
  medium: `(min-width: ${BREAKPOINT_SMALL_MAX + 1}px) and (max-width: ${BREAKPOINT_MEDIUM_MAX}px)`,
  large: `(min-width: ${BREAKPOINT_MEDIUM_MAX + 1}px)`,
} as const;

/**
 * One MediaQueryList per query: `matchMedia()` is not free (it may update style), and React reads
 * the snapshot on every render. (A replaced `window.matchMedia`, as tests do, starts a new cache.)
 */
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | undefined;
function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Prefer CSS media queries for layout; use this only when behaviour must change (e.g. closing the drawer). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
