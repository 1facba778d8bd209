import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Login (spec part 1 §2). Placeholder until its issue lands: the title only. */
export default function LoginRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.login.title')} />;
}
