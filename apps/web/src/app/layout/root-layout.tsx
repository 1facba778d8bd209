import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from '../../lib/router';
import { CheckoutHeader } from './checkout-header';
import { NavigationProgress } from './navigation-progress';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

/** Set on a route (`handle`) to change the frame. */
export interface RouteHandle {
  /** /checkout: its own minimal header instead of the global one. */
  minimalHeader?: boolean;
}

/** After a client-side navigation, focus moves to <main> so screen readers start at the new content. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  const matches = useMatches();
  const minimalHeader = matches.some((m) => (m.handle as RouteHandle | undefined)?.minimalHeader);
  useFocusMainOnNavigation();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      {minimalHeader ? <CheckoutHeader /> : <SiteHeader />}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
