import { useEffect } from 'react';

let locks = 0;

/**
 * Locks page scrolling while `active` (drawer, search overlay, fullscreen gallery). Reference
 * counted, so two overlays do not unlock each other; the scrollbar width is kept as padding so the
 * page does not jump sideways.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      const scrollbar = window.innerWidth - root.clientWidth;
      root.style.setProperty('--scrollbar-compensation', `${Math.max(0, scrollbar)}px`);
      root.classList.add('scroll-locked');
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        root.classList.remove('scroll-locked');
        root.style.removeProperty('--scrollbar-compensation');
      }
    };
  }, [active]);
}
