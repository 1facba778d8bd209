import { Page } from '../../components/ui';
import styles from '../../features/auth/components/auth.module.css';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';
import { useTranslation } from '../../lib/i18n';
import { useParams } from '../../lib/router';

/**
 * /reset-password (request a link) and /reset-password/:token (set a new password):
 * docs/requirements/accounts.md §Password reset.
 */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  return (
    <Page title={token ? t('routes.resetPasswordToken.title') : t('routes.resetPassword.title')} width="narrow">
      <div className={styles.card}>
        {/* keyed: a different token starts a fresh form */}
        {token ? <NewPasswordForm key={token} token={token} /> : <ResetRequestForm />}
      </div>
    </Page>
  );
}
