import { FileText, Heart, MapPin, Package, UserCog } from 'lucide-react';
import { paths, SIGN_OUT_NOW } from '../../../config/paths';
import { API_BASE } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './account.module.css';

const SHORTCUTS = [
  { option: 'orders', icon: Package },
  { option: 'invoices', icon: FileText },
  { option: 'wishlist', icon: Heart },
  { option: 'addresses', icon: MapPin },
  { option: 'details', icon: UserCog },
] as const;

/** The account board: greets the company, "are you not …? log out", a short message and shortcuts. */
export function AccountDashboard({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <p className={styles.greeting}>{t('account.dashboard.greeting', { company: companyName })}</p>
      <p className={styles.muted}>
        {t('account.dashboard.notYou', { company: companyName })}{' '}
        <Link to={paths.logout.getHref()} state={SIGN_OUT_NOW}>
          {t('account.dashboard.logout')}
        </Link>
      </p>
      <p>{t('account.dashboard.message')}</p>
      <nav aria-label={t('account.dashboard.shortcuts')}>
        <ul className={styles.shortcuts}>
          {SHORTCUTS.map(({ option, icon: Icon }) => (
            <li key={option}>
              <Link to={paths.accountOption.getHref(option)} className={styles.shortcut}>
                <Icon aria-hidden="true" size={22} />
                {t(`routes.account.options.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Plain links: the server streams the file with the session's cookie (docs/requirements/back-office.md §Import and export). */}
      <h2 className={styles.greeting}>{t('account.dashboard.priceList')}</h2>
      <p>
        <a href={`${API_BASE}/customer/price-list/csv`} download>
          {t('account.dashboard.priceListCsv')}
        </a>
        {' · '}
        <a href={`${API_BASE}/customer/price-list/xlsx`} download>
          {t('account.dashboard.priceListXlsx')}
        </a>
      </p>
    </div>
  );
}
