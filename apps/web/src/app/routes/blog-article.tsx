import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Blog article /blog/:language/:blogName (spec part 2 "Blog and text pages"). Placeholder: the title only. */
export default function BlogArticleRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.blogArticle.title')} />;
}
