import { LogIn, LogOut, User, UserPlus } from 'lucide-react';
import { paths, SIGN_OUT_NOW } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import styles from './header-account.module.css';

/**
 * The login area of the top strip (medium and large screens): "Môj účet" with the company name
 * and a logout link when logged in, login and register links otherwise, nothing while unknown.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useUser();
  return (
    <nav
      className={`${styles.account} ${className ?? ''}`}
      aria-label={t('header.accountArea')}
      aria-busy={session.status === 'unknown'}
    >
      {session.status === 'logged-in' ? (
        <ul className={styles.list}>
          <li>
            <Link to={paths.account.getHref()} className={styles.link}>
              <User aria-hidden="true" size={16} />
              <span>{t('header.myAccount')}</span>
              {session.user.company_name ? (
                <span className={styles.company} data-testid="account-company">
                  {session.user.company_name}
                </span>
              ) : null}
            </Link>
          </li>
          <li>
            <Link to={paths.logout.getHref()} state={SIGN_OUT_NOW} className={styles.link}>
              <LogOut aria-hidden="true" size={16} />
              <span>{t('header.logout')}</span>
            </Link>
          </li>
        </ul>
      ) : session.status === 'logged-out' ? (
        <ul className={styles.list}>
          <li>
            <Link to={paths.login.getHref()} className={styles.link}>
              <LogIn aria-hidden="true" size={16} />
              <span>{t('header.login')}</span>
            </Link>
          </li>
          <li>
            <Link to={paths.register.getHref()} className={styles.link}>
              <UserPlus aria-hidden="true" size={16} />
              <span>{t('header.register')}</span>
            </Link>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
