import { useEffect, useRef } from 'react';
import { Button, Spinner, useToast } from '../../../components/ui';
import { isSignOutNow, paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { GENERIC_ERROR_TOAST } from '../../../lib/query-client';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useSignOut } from '../api/sign-out';
import styles from './auth.module.css';

/**
 * /logout (docs/requirements/accounts.md §Sign-out). Opened from the shop's own links (they carry
 * the router state `SIGN_OUT_NOW`) it signs out at once: success clears the user, reloads cart and
 * wishlist, shows a toast and goes home; a failure shows the error toast and goes home too.
 * Opened any other way — a link on another site, a typed address — it asks first, so no other
 * site can sign a customer out by sending them here.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate, isPending } = useSignOut();
  const now = isSignOutNow(location.state);
  // Once per visit, also under StrictMode's double effects.
  const started = useRef(false);

  const signOut = () => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: () => toast.success('toasts.logoutSuccess'),
      onError: () => toast.error(GENERIC_ERROR_TOAST),
      onSettled: () => navigate(paths.home.getHref(), { replace: true }),
    });
  };

  useEffect(() => {
    if (now) signOut();
  });

  if (now || isPending || started.current) {
    return (
      <p className={styles.status} role="status">
        <Spinner size={24} />
        {t('auth.logout.inProgress')}
      </p>
    );
  }
  return (
    <div className={styles.status}>
      <p>{t('auth.logout.confirm')}</p>
      <Button onClick={signOut}>{t('auth.logout.button')}</Button>{' '}
      <Link to={paths.home.getHref()}>{t('auth.logout.cancel')}</Link>
    </div>
  );
}
