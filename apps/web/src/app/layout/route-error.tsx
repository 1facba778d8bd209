import { RefreshCw } from 'lucide-react';
import { Button, buttonClass, Page, PageActions } from '../../components/ui';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { isRouteErrorResponse, Link, useRouteError } from '../../lib/router';
import NotFoundRoute from '../routes/not-found';

/**
 * Shown when a screen throws or its lazy chunk fails to load (e.g. a deploy replaced the hashed
 * files): a reload fetches the new build.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error(error);
  return (
    <Page title={t('routeError.title')} width="narrow">
      <p>{t('routeError.text')}</p>
      <PageActions>
        <Button icon={<RefreshCw aria-hidden="true" size={18} />} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
          {t('routeError.home')}
        </Link>
      </PageActions>
    </Page>
  );
}
