import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Page, Spinner } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { userQueryKey, useUser } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation } from '../../../lib/router';
import { loginHref } from '../next-path';
import styles from './auth.module.css';

/**
 * While a call inside a protected screen answers "not logged in" (the session ended elsewhere),
 * the session is checked again, so the screen redirects to the login page.
 */
function useRecheckSessionOnNotLoggedIn() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] === userQueryKey[0]) return;
        const error = event.action.error;
        if (isApiError(error) && error.isNotLoggedIn) void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }),
    [queryClient],
  );
}

export interface RequireLoginProps {
  /** The page title while the session check runs. */
  title: string;
  children: ReactNode;
}

/**
 * Screens for logged-in customers only (account, order detail). While the session is unknown:
 * the title and a spinner; logged out: to `/login?next=<this page>`, which comes back here.
 */
export function RequireLogin({ title, children }: RequireLoginProps) {
  const { t } = useTranslation();
  const session = useUser();
  const location = useLocation();
  useRecheckSessionOnNotLoggedIn();

  if (session.status === 'logged-out') {
    return <Navigate to={loginHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (session.status === 'unknown') {
    return (
      <Page title={title}>
        <p className={styles.status}>
          <Spinner size={24} label={t('auth.requireLogin.checking')} />
        </p>
      </Page>
    );
  }
  return children;
}
