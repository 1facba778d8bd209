import { Page } from '../../components/ui';
import styles from '../../features/auth/components/auth.module.css';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useTranslation } from '../../lib/i18n';

/** Company registration (docs/requirements/accounts.md §Registration). */
export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.register.title')} width="narrow">
      <p>{t('register.intro')}</p>
      <div className={styles.card}>
        <RegisterForm />
      </div>
    </Page>
  );
}
