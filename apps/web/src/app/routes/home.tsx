import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Home (spec part 1 §2). Placeholder until its issue lands: the title only. */
export default function HomeRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.home.title')} documentTitle={null} />;
}
