import { LogIn, UserPlus } from 'lucide-react';
import { buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './checkout.module.css';

/**
 * The session ended mid-checkout (a call answered 401): log in or register. What was entered is
 * kept (sessionStorage draft) and login comes back to /checkout
 * (docs/requirements/cart-and-checkout.md §Checkout steps).
 */
export function SessionPrompt() {
  const { t } = useTranslation();
  const next = encodeURIComponent(paths.checkout.getHref());
  return (
    <div className={styles.sessionPrompt} role="alert">
      <p>{t('checkout.session.ended')}</p>
      <div className={styles.sessionButtons}>
        <Link to={`${paths.login.getHref()}?next=${next}`} className={buttonClass('primary')}>
          <LogIn size={18} aria-hidden="true" />
          {t('checkout.session.login')}
        </Link>
        <Link to={paths.register.getHref()} className={buttonClass('secondary')}>
          <UserPlus size={18} aria-hidden="true" />
          {t('checkout.session.register')}
        </Link>
      </div>
    </div>
  );
}
