import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shop/contract';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button, TextField, useToast } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { newPasswordField, passwordsMatch, passwordsMismatch, useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { GENERIC_ERROR_TOAST } from '../../../lib/query-client';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests';
import { useChangePassword } from '../api/change-password';
import styles from './details.module.css';

const changePasswordSchema = z
  .object({
    old: z.string().check(z.minLength(1, 'forms.required'), z.maxLength(PASSWORD_MAX, 'forms.required')),
    password: newPasswordField,
    passwordRepeat: z.string().check(z.minLength(1, 'forms.required')),
  })
  .check(z.refine(passwordsMatch, passwordsMismatch));
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const EMPTY: ChangePasswordValues = { old: '', password: '', passwordRepeat: '' };

/**
 * Password change (docs/requirements/accounts.md §Password change): old, new (min 8), repeat. A wrong old password is
 * shown on the old field; success: toast, the form is reset and the user checked again.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onValid = ({ old, password }: ChangePasswordValues) =>
    change.mutate(
      { old, password },
      {
        onSuccess: () => {
          toast.success('toasts.passwordChanged');
          reset(EMPTY);
        },
        onError: (error) => {
          const throttled = tooManyRequestsMessage(error);
          if (isApiError(error) && error.forKey('old')) {
            setError('old', { type: 'server', message: 'forms.wrongPassword' }, { shouldFocus: true });
          } else if (throttled) {
            toast.warning(throttled.key, { values: throttled.values });
          } else {
            toast.error(GENERIC_ERROR_TOAST);
          }
        },
      },
    );

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-labelledby="password-form-title"
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <h3 id="password-form-title">{t('account.details.passwordTitle')}</h3>
      <TextField
        label={t('account.details.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.old)}
        {...register('old')}
      />
      <TextField
        label={t('account.details.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint', { min: PASSWORD_MIN })}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('account.details.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(errors.passwordRepeat)}
        {...register('passwordRepeat')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={change.isPending} icon={<KeyRound aria-hidden="true" size={18} />}>
          {t('account.details.changePassword')}
        </Button>
      </div>
    </form>
  );
}
