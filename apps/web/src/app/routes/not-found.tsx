import { ArrowLeft, House } from 'lucide-react';
import { Button, buttonClass, Page, PageActions } from '../../components/ui';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation, useNavigate } from '../../lib/router';

/** Unknown routes and menu entries of an unknown type (docs/requirements/content.md §Not-found page). */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // An in-app navigation led here, or the tab has earlier pages; otherwise (a link opened in a new tab) go home.
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  return (
    <Page title={t('notFound.title')} width="narrow">
      <p>{t('notFound.text')}</p>
      <PageActions>
        <Button
          variant="secondary"
          icon={<ArrowLeft aria-hidden="true" size={18} />}
          onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home.getHref()))}
        >
          {t('notFound.back')}
        </Button>
        <Link to={paths.home.getHref()} className={buttonClass('primary')}>
          <House aria-hidden="true" size={18} />
          {t('notFound.home')}
        </Link>
      </PageActions>
    </Page>
  );
}
