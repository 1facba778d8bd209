import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Text page /page/:language/:pageName (spec part 2 "Blog and text pages"). Placeholder: the title only. */
export default function TextPageRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.textPage.title')} width="narrow" />;
}
