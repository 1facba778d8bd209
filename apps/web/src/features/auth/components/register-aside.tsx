import { Building2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './auth.module.css';

/** The login page's side block: why and where to register. */
export function RegisterAside() {
  const { t } = useTranslation();
  return (
    <aside className={styles.aside} aria-labelledby="register-aside-title">
      <Building2 aria-hidden="true" size={32} className={styles.asideIcon} />
      <h2 id="register-aside-title">{t('auth.login.registerTitle')}</h2>
      <p>{t('auth.login.registerText')}</p>
      <p className={styles.note}>{t('auth.login.registerSteps')}</p>
      <Link to={paths.register.getHref()} className={buttonClass('secondary')}>
        {t('auth.login.registerLink')}
      </Link>
    </aside>
  );
}
