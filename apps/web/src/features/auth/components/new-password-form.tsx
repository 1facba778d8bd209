import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shop/contract';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Spinner, TextField, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useRestorePassword } from '../api/restore-password';
import { isInvalidTokenError, resetErrorToast } from '../errors';
import { type NewPasswordValues, newPasswordSchema } from '../schemas';
import styles from './auth.module.css';
import { FormFailure } from './form-failure';

/** The token was refused: say so (assertively) and offer a new link. */
function InvalidToken() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="alert">
      <FormFailure kind="error">
        <p>{t('resetPassword.invalidToken')}</p>
        <Link to={paths.resetPassword.getHref()}>{t('resetPassword.requestNew')}</Link>
      </FormFailure>
    </div>
  );
}

/**
 * /reset-password/:token: the link is checked as the page opens, so a used or expired one says so
 * at once (with a link to ask for a new one) instead of after the form was filled in. When the
 * check itself fails, the form shows and its submit tells.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useResetTokenCheck(token);
  if (check.isPending) return <Spinner label={t('resetPassword.checking')} />;
  if (check.data === false) return <InvalidToken />;
  return <NewPasswordFields token={token} />;
}

/**
 * A new password (min 8) and its repeat. Success: toast, then /login. A token refused on submit
 * (used meanwhile) shows the same message as the check.
 */
function NewPasswordFields({ token }: { token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const restore = useRestorePassword();
  const [invalidToken, setInvalidToken] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  });

  if (invalidToken) return <InvalidToken />;

  const onValid = async ({ password }: NewPasswordValues) => {
    try {
      await restore.mutateAsync({ password, token });
      toast.success('toasts.passwordReset');
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      if (isInvalidTokenError(error)) {
        setInvalidToken(true);
        return;
      }
      const message = resetErrorToast(error);
      toast.show(message.kind, message.key, { values: message.values });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('resetPassword.newFormLabel')}
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <p>{t('resetPassword.newIntro')}</p>
      <TextField
        label={t('resetPassword.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint', { min: PASSWORD_MIN })}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('resetPassword.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(errors.passwordRepeat)}
        {...register('passwordRepeat')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={restore.isPending} icon={<KeyRound aria-hidden="true" size={18} />}>
          {t('resetPassword.save')}
        </Button>
      </div>
    </form>
  );
}
