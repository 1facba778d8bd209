import type { StaffMe } from '@shop/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/get-session';
import { t } from '../lib/i18n';

const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (inside `RequireStaff`). */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside RequireStaff');
  return staff;
}

/**
 * Screens behind sign-in: without a session → the sign-in page (and back here afterwards);
 * an admin who must set up the second factor → the TOTP setup, before anything else.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <p className="boot" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  }
  const staff = session.data?.staff;
  if (!staff) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (staff.mustSetUpTotp && location.pathname !== '/totp') return <Navigate to="/totp" replace />;
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}
