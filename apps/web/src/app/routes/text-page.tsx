import { LANG } from '@shop/contract';
import { Button, Page, Spinner } from '../../components/ui';
import { useTextPageLookup } from '../../features/content/api/get-text-page';
import { RichText } from '../../features/content/components/rich-text';
import { useTranslation } from '../../lib/i18n';
import { useParams } from '../../lib/router';
import NotFoundRoute from './not-found';
import styles from './text-page.module.css';

/**
 * Text page, /page/:language/:pageName (docs/requirements/content.md §Text pages): title and HTML content.
 * Another page name loads that page (the query is keyed by it); an unknown one → not found.
 */
export default function TextPageRoute() {
  const { t } = useTranslation();
  const { language, pageName = '' } = useParams();
  const page = useTextPageLookup(pageName);

  if (language !== LANG || page.data === null) return <NotFoundRoute />;
  if (!page.data) {
    return (
      <Page title={t('routes.textPage.title')} width="narrow">
        {page.isError ? (
          <div className={styles.error} role="alert">
            <p>{t('textPage.error')}</p>
            <Button variant="secondary" onClick={() => page.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.loading}>
            <Spinner size={28} label={t('textPage.loading')} />
          </div>
        )}
      </Page>
    );
  }
  return (
    <Page title={page.data.title} width="narrow">
      <RichText html={page.data.content} />
    </Page>
  );
}
