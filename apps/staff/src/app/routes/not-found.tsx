import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { t } from '../../lib/i18n';

export function NotFound() {
  return (
    <>
      <PageHeading>{t('app.notFound.title')}</PageHeading>
      <p>{t('app.notFound.text')}</p>
      <p>
        <Link to="/">{t('app.backHome')}</Link>
      </p>
    </>
  );
}
