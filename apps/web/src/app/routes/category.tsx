import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui';
import { categoryPathFromParams } from '../../config/paths';

/** Category listing (spec part 1 §2). Placeholder until its issue lands: the title only. */
export default function CategoryRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryPath = categoryPathFromParams(params);
  return <Page key={categoryPath} title={t('routes.category.title')} />;
}
