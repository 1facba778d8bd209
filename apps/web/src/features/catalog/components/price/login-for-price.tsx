import { LockKeyhole } from 'lucide-react';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link, useLocation } from '../../../../lib/router';
import styles from './price.module.css';

/** "The price is shown after login" with a link to /login that returns here afterwards. */
export function LoginForPrice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const href =
    here === paths.home.getHref()
      ? paths.login.getHref()
      : `${paths.login.getHref()}?${new URLSearchParams({ next: here })}`;
  return (
    <p className={`${styles.login} ${className ?? ''}`}>
      <LockKeyhole aria-hidden="true" size={16} className={styles.loginIcon} />
      <span>
        {t('catalog.priceAfterLogin')} <Link to={href}>{t('catalog.loginToSeePrice')}</Link>
      </span>
    </p>
  );
}
