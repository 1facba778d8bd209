import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Logo } from '../../components/ui';
import { CartLink } from '../../features/cart/components/cart-link';
import { useMainMenu } from '../../features/menu/api/get-menu';
import { MainMenu } from '../../features/menu/components/main-menu';
import { visibleMenuItems } from '../../features/menu/visible-items';
import { SearchBar } from '../../features/search/components/search-bar';
import { WishlistLink } from '../../features/wishlist/components/wishlist-link';
import { MEDIA, useMediaQuery } from '../../hooks/use-media-query';
import { useTranslation } from '../../lib/i18n';
import { useLocation } from '../../lib/router';
import { ContactLinks } from './contact-links';
import { HeaderAccount } from './header-account';
import styles from './site-header.module.css';

/** Loaded (and mounted) once the menu button is pointed at, focused or clicked: most visits never open it. */
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));

/**
 * The global header (docs/requirements/content.md §Header). One DOM for every size; CSS rearranges it:
 * small ≤ 750px contact strip + menu button, logo, wishlist, cart, then search below;
 * medium adds the login area and puts search in the row; large ≥ 1201px drops the menu button
 * for the horizontal menu.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const menu = useMainMenu();
  const items = useMemo(() => visibleMenuItems(menu.data ?? []), [menu.data]);
  const isLarge = useMediaQuery(MEDIA.large);
  const { pathname } = useLocation();

  // The drawer belongs to small and medium screens, and never outlives a navigation.
  useEffect(() => {
    if (isLarge) setDrawerOpen(false);
  }, [isLarge]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every path change
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.strip}>
          <div className={`container ${styles.stripInner}`}>
            <ContactLinks />
            <HeaderAccount className={styles.account} />
          </div>
        </div>
        <div className={styles.main}>
          <div className={`container ${styles.mainInner}`}>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={drawerWanted ? drawerId : undefined}
              onPointerEnter={wantDrawer}
              onFocus={wantDrawer}
              onClick={() => {
                wantDrawer();
                setDrawerOpen(true);
              }}
            >
              <Menu aria-hidden="true" size={24} />
              <span className={styles.menuButtonText}>{t('header.menuButton')}</span>
            </button>
            <Logo className={styles.logo} />
            <SearchBar className={styles.search} />
            <div className={styles.actions}>
              <WishlistLink />
              <CartLink />
            </div>
          </div>
        </div>
        {/* Large screens only: below them the CSS hides it, and its hundred links are not worth rendering. */}
        {isLarge ? (
          <div className={styles.desktopNav}>
            {items.length > 0 ? <MainMenu items={items} /> : <div className={styles.navPlaceholder} />}
          </div>
        ) : null}
      </header>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MenuDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={items}
            loading={menu.isPending}
            returnFocusRef={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
