import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Logout: logs the user out on opening (spec part 1 §4). Placeholder until its issue lands: the title only. */
export default function LogoutRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.logout.title')} />;
}
