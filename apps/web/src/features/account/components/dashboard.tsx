import { FileText, Heart, MapPin, Package, UserCog } from 'lucide-react';
import { paths, SIGN_OUT_NOW } from '../../../config/paths';
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
    </div>
  );
}
