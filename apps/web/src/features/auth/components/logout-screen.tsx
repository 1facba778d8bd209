import { useEffect, useRef } from 'react';
import { Spinner, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { GENERIC_ERROR_TOAST } from '../../../lib/query-client';
import { useNavigate } from '../../../lib/router';
import { useSignOut } from '../api/sign-out';
import styles from './auth.module.css';

/**
 * /logout logs out on opening (docs/requirements/accounts.md §Sign-out): success clears the user, reloads cart and
 * wishlist, shows a toast and goes home; a failure shows the error toast and goes home too.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  // Once per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: () => toast.success('toasts.logoutSuccess'),
      onError: () => toast.error(GENERIC_ERROR_TOAST),
      onSettled: () => navigate(paths.home.getHref(), { replace: true }),
    });
  }, [mutate, navigate, toast]);

  return (
    <p className={styles.status} role="status">
      <Spinner size={24} />
      {t('auth.logout.inProgress')}
    </p>
  );
}
