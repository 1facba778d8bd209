import { BREAKPOINT_MEDIUM_MAX, BREAKPOINT_SMALL_MAX } from '@shop/contract';
import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of the spec: small ≤ 750px, medium 751–1200px, large ≥ 1201px. */
export const MEDIA = {
  small: `(max-width: ${BREAKPOINT_SMALL_MAX}px)`,
  medium: `(min-width: ${BREAKPOINT_SMALL_MAX + 1}px) and (max-width: ${BREAKPOINT_MEDIUM_MAX}px)`,
  large: `(min-width: ${BREAKPOINT_MEDIUM_MAX + 1}px)`,
} as const;

/** Prefer CSS media queries for layout; use this only when behaviour must change (e.g. closing the drawer). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
