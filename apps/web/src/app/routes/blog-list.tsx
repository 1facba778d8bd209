import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Blog list (spec part 2 §2). Placeholder until its issue lands: the title only. */
export default function BlogListRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.blog.title')} />;
}
