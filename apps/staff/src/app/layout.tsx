import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { focusPageHeading } from '../components/page-heading';
import { useSignOut } from '../features/auth/api/sign-out';
import { t } from '../lib/i18n';
import { navFor } from './nav';
import { useStaff } from './session';

/**
 * The frame of every signed-in screen: a skip link, the header with the person and sign-out,
 * the nav of what the role may open (none while the second factor must be set up), and the
 * main landmark. After each navigation focus moves to the page's h1, so keyboard and screen
 * reader users start at the new content.
 */
export function Layout() {
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the path, by design
  useEffect(() => {
    // Not on the first load: the browser starts at the top of the document then.
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageHeading(main.current);
  }, [location.pathname]);

  const entries = staff.mustSetUpTotp ? [] : navFor(staff.role);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="app-header">
        <span className="app-header__name">{t('app.name')}</span>
        <span className="app-header__person">
          {t('app.signedInAs', { name: staff.name || staff.email, role: t(`role.${staff.role}`) })}
        </span>
        <button
          type="button"
          className="button button--quiet"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => navigate('/login?signedOut=1', { replace: true }) })
          }
        >
          {t('app.signOut')}
        </button>
      </header>
      {entries.length > 0 && (
        <nav className="app-nav" aria-label={t('app.nav')}>
          <ul>
            {entries.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end={entry.path === '/'}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </>
  );
}
