import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui';

/** Search results (spec part 2 "Search results"). Placeholder: the title only. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const { searchQuery = '' } = useParams();
  return <Page title={t('routes.search.title', { query: searchQuery })} />;
}
