import { TEXT_PAGE_SLUGS } from '@shop/contract';
import { Page, Spinner } from '../../components/ui';
import { useTextPage } from '../../features/content/api/get-text-page';
import { useHealth } from '../../features/system/api/get-health';
import { isApiError } from '../../lib/api-client';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import styles from './test.module.css';

const statusOf = (error: unknown) => (isApiError(error) ? `${error.status} ${error.codes.join(', ')}` : String(error));

/**
 * /test: a small diagnostics page (docs/requirements/content.md §Test page): whether the API and its database answer, the session, the o-nas
 * page. What runs (database kind, versions) is not in the public health reply: that is for staff.
 */
export default function TestRoute() {
  const { t } = useTranslation();
  const health = useHealth();
  const session = useUser();
  const about = useTextPage(TEXT_PAGE_SLUGS.about, { errorToast: false });

  return (
    <Page title={t('routes.test.title')}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="test-health">
          <h2 id="test-health">{t('test.healthTitle')}</h2>
          {health.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : health.isError ? (
            <p className={styles.error} role="alert">
              {t('test.healthError', { status: statusOf(health.error) })}
            </p>
          ) : (
            <dl className={styles.facts}>
              <dt>{t('test.status')}</dt>
              <dd data-testid="health-status">
                <span className={styles.ok}>
                  {health.data.status === 'ok' ? t('test.statusOk') : health.data.status}
                </span>
              </dd>
              <dt>{t('test.session')}</dt>
              <dd>
                {session.status === 'logged-in'
                  ? t('test.sessionLoggedIn', { username: session.user.username })
                  : session.status === 'logged-out'
                    ? t('test.sessionLoggedOut')
                    : t('test.sessionUnknown')}
              </dd>
            </dl>
          )}
        </section>

        <section className={styles.card} aria-labelledby="test-text-page">
          <h2 id="test-text-page">{t('test.textPageTitle', { slug: TEXT_PAGE_SLUGS.about })}</h2>
          {about.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : about.isError ? (
            <p className={styles.error} role="alert">
              {t('test.textPageError', { status: statusOf(about.error) })}
            </p>
          ) : (
            <article>
              <h3>{about.data.title}</h3>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: text-page HTML is the shop's own rich text (docs/requirements/security-and-privacy.md §Stored HTML) */}
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: about.data.content }} />
            </article>
          )}
        </section>
      </div>
    </Page>
  );
}
