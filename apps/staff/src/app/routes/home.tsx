import { Link } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { SalesDashboard } from '../../features/dashboard/components/sales-dashboard';
import { WarehouseDashboard } from '../../features/dashboard/components/warehouse-dashboard';
import { t } from '../../lib/i18n';
import { navFor } from '../nav';
import { useStaff } from '../session';

/**
 * The back office's home: a welcome naming the role, then the dashboard of the role — sales and
 * admin the figures with money and the chart, the warehouse counts only
 * (docs/requirements/back-office.md §Dashboard); other roles the screens they may open.
 */
export function Home() {
  const staff = useStaff();
  const withFigures = staff.role === 'admin' || staff.role === 'sales' || staff.role === 'warehouse';
  return (
    <>
      <PageHeading>{t('home.title', { name: staff.name || staff.email })}</PageHeading>
      <p>{t('home.role', { role: t(`role.${staff.role}`) })}</p>
      {withFigures ? <Dashboard /> : <Screens />}
      {!staff.totpEnabled && staff.role !== 'admin' && <p>{t('home.totpOff')}</p>}
    </>
  );
}

function Dashboard() {
  const staff = useStaff();
  const dashboard = useDashboard();
  if (dashboard.isError) return <Alert>{errorMessage(dashboard.error)}</Alert>;
  const figures = dashboard.data;
  // The role picks the layout, so the placeholders while loading are those of the right view.
  return staff.role === 'warehouse' ? (
    <WarehouseDashboard figures={figures?.view === 'warehouse' ? figures : undefined} />
  ) : (
    <SalesDashboard figures={figures?.view === 'sales' ? figures : undefined} />
  );
}

/** A plain welcome: the screens the role may open, only those that exist. */
function Screens() {
  const staff = useStaff();
  const screens = navFor(staff.role).filter((entry) => entry.path !== '/' && entry.path !== '/totp');
  return screens.length > 0 ? (
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
  );
}
