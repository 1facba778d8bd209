import { Page } from '../../components/ui';
import { paths } from '../../config/paths';
import styles from '../../features/auth/components/auth.module.css';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterAside } from '../../features/auth/components/register-aside';
import { safeNextPath } from '../../features/auth/next-path';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { Navigate, useSearchParams } from '../../lib/router';

/**
 * Login (docs/requirements/accounts.md §Sign-in): the form and a registration side block. `?next=` (checked to be a
 * path of this shop) is where a redirect came from (/account, /checkout); the login returns there.
 */
export default function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useUser();
  // Someone already logged in has nothing to do here.
  if (session.status === 'logged-in') return <Navigate to={next ?? paths.home.getHref()} replace />;
  return (
    <Page title={t('routes.login.title')}>
      <div className={styles.layout}>
        <div className={styles.card}>
          <LoginForm next={next} />
        </div>
        <RegisterAside />
      </div>
    </Page>
  );
}
