import type { MenuItem } from '@shop/contract';
import { Heart, LogIn, LogOut, User, UserPlus } from 'lucide-react';
import type { RefObject } from 'react';
import { buttonClass, Drawer, Spinner } from '../../components/ui';
import { paths, SIGN_OUT_NOW } from '../../config/paths';
import { MenuTree } from '../../features/menu/components/menu-tree';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import styles from './menu-drawer.module.css';

export interface MenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  items: MenuItem[];
  loading: boolean;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The menu of small and medium screens: account buttons and the three-level category tree. */
export function MenuDrawer({ id, open, onClose, items, loading, returnFocusRef }: MenuDrawerProps) {
  const { t } = useTranslation();
  const session = useUser();
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      title={t('menu.drawerTitle')}
      closeLabel={t('menu.close')}
      returnFocusRef={returnFocusRef}
    >
      <section className={styles.account} aria-label={t('menu.account')}>
        {session.status === 'logged-in' ? (
          <>
            {session.user.company_name ? <p className={styles.company}>{session.user.company_name}</p> : null}
            <div className={styles.buttons}>
              <Link to={paths.account.getHref()} className={buttonClass('primary', 'sm')} onClick={onClose}>
                <User aria-hidden="true" size={16} />
                {t('header.myAccount')}
              </Link>
              <Link
                to={paths.accountOption.getHref('wishlist')}
                className={buttonClass('secondary', 'sm')}
                onClick={onClose}
              >
                <Heart aria-hidden="true" size={16} />
                {t('header.wishlist')}
              </Link>
              <Link
                to={paths.logout.getHref()}
                state={SIGN_OUT_NOW}
                className={buttonClass('ghost', 'sm')}
                onClick={onClose}
              >
                <LogOut aria-hidden="true" size={16} />
                {t('header.logout')}
              </Link>
            </div>
          </>
        ) : session.status === 'logged-out' ? (
          <div className={styles.buttons}>
            <Link to={paths.login.getHref()} className={buttonClass('primary', 'sm')} onClick={onClose}>
              <LogIn aria-hidden="true" size={16} />
              {t('header.login')}
            </Link>
            <Link to={paths.register.getHref()} className={buttonClass('secondary', 'sm')} onClick={onClose}>
              <UserPlus aria-hidden="true" size={16} />
              {t('header.register')}
            </Link>
          </div>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>
      <nav aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`} className={styles.sectionTitle}>
          {t('menu.categories')}
        </h3>
        {loading ? (
          <div className={styles.loading}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : items.length > 0 ? (
          <MenuTree items={items} onNavigate={onClose} />
        ) : (
          <p className={styles.empty}>{t('menu.empty')}</p>
        )}
      </nav>
    </Drawer>
  );
}
