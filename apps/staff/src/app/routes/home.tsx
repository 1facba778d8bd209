import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { t } from '../../lib/i18n';
import { navFor } from '../nav';
import { useStaff } from '../session';

/** A short welcome naming the role and what it may open — only what exists (no made-up numbers). */
export function Home() {
  const staff = useStaff();
  const screens = navFor(staff.role).filter((entry) => entry.path !== '/' && entry.path !== '/totp');
  return (
    <>
      <PageHeading>{t('home.title', { name: staff.name || staff.email })}</PageHeading>
      <p>{t('home.role', { role: t(`role.${staff.role}`) })}</p>
      {screens.length > 0 ? (
        <>
          <p>{t('home.open')}</p>
          <ul className="link-list">
            {screens.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{t(entry.label)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('home.nothingYet')}</p>
      )}
      {!staff.totpEnabled && staff.role !== 'admin' && <p>{t('home.totpOff')}</p>}
    </>
  );
}
