import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui';

/** /reset-password (request a link) and /reset-password/:token (set a new password). Placeholder: the title only. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token } = useParams();
  return <Page title={token ? t('routes.resetPasswordToken.title') : t('routes.resetPassword.title')} width="narrow" />;
}
