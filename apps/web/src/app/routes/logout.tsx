import { Page } from '../../components/ui';
import { LogoutScreen } from '../../features/auth/components/logout-screen';
import { useTranslation } from '../../lib/i18n';

/** Logout: logs the user out on opening, then goes home (docs/requirements/accounts.md §Sign-out). */
export default function LogoutRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.logout.title')} width="narrow">
      <LogoutScreen />
    </Page>
  );
}
