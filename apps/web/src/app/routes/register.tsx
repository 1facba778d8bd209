import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Registration (spec part 1 §2). Placeholder until its issue lands: the title only. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.register.title')} />;
}
