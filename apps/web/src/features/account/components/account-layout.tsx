import { FileText, Heart, LayoutDashboard, LogOut, type LucideIcon, MapPin, Package, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui';
import { type AccountMenuOption, paths, SIGN_OUT_NOW } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link, NavLink } from '../../../lib/router';
import styles from './account.module.css';

export type AccountSection = 'dashboard' | AccountMenuOption;

const MENU: { section: AccountSection; icon: LucideIcon }[] = [
  { section: 'dashboard', icon: LayoutDashboard },
  { section: 'wishlist', icon: Heart },
  { section: 'orders', icon: Package },
  { section: 'invoices', icon: FileText },
  { section: 'addresses', icon: MapPin },
  { section: 'details', icon: UserCog },
];

const hrefOf = (section: AccountSection) =>
  section === 'dashboard' ? paths.account.getHref() : paths.accountOption.getHref(section);

export interface AccountLayoutProps {
  section: AccountSection;
  children: ReactNode;
}

/**
 * The account frame (docs/requirements/accounts.md §The account area): the title (shown in capitals, read in normal
 * case: browsers expose CSS text-transform to assistive technology, so the capitals are a hidden twin), the side menu
 * with the current entry marked `aria-current="page"`, and the section.
 */
export function AccountLayout({ section, children }: AccountLayoutProps) {
  const { t } = useTranslation();
  const title = t('routes.account.title');
  const sectionTitle = t(`routes.account.options.${section}`);
  return (
    <>
      {/* The h1 (read out in normal case) is visually hidden; its capitalised twin is what sighted users see. */}
      <Page title={title} documentTitle={section === 'dashboard' ? title : `${sectionTitle} – ${title}`} hideTitle>
        <p className={styles.shownTitle} aria-hidden="true">
          {title}
        </p>
        <div className={styles.layout}>
          <nav className={styles.menu} aria-label={t('account.menuLabel')}>
            <ul className={styles.menuList}>
              {MENU.map(({ section: entry, icon: Icon }) => (
                <li key={entry}>
                  <NavLink to={hrefOf(entry)} end className={styles.menuLink}>
                    <Icon aria-hidden="true" size={18} />
                    <span>{t(`routes.account.options.${entry}`)}</span>
                  </NavLink>
                </li>
              ))}
              <li>
                <Link to={paths.logout.getHref()} state={SIGN_OUT_NOW} className={styles.menuLink}>
                  <LogOut aria-hidden="true" size={18} />
                  <span>{t('account.logout')}</span>
                </Link>
              </li>
            </ul>
          </nav>
          <section className={styles.content} aria-labelledby="account-section-title">
            <h2 id="account-section-title" className={styles.sectionTitle}>
              {sectionTitle}
            </h2>
            {children}
          </section>
        </div>
      </Page>
    </>
  );
}
