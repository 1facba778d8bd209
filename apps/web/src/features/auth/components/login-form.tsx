import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { useSignIn } from '../api/sign-in';
import { type ErrorToast, loginErrorToast } from '../errors';
import { type LoginValues, loginSchema } from '../schemas';
import styles from './auth.module.css';
import { FormFailure } from './form-failure';

export interface LoginFormProps {
  /** A checked internal path (see `safeNextPath`) to return to; home otherwise. */
  next?: string | null;
}

/**
 * The login form (docs/requirements/accounts.md §Sign-in): e-mail labelled username, password, a link to the
 * password reset. Success: welcome toast, the session is set and everything reloads, then back
 * to `next` or home.
 */
export function LoginForm({ next }: LoginFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<ErrorToast | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onValid = async (values: LoginValues) => {
    setFailure(null);
    try {
      const user = await signIn.mutateAsync(values);
      const firstName = user.first_name.trim();
      const lastName = user.last_name.trim();
      if (firstName || lastName) toast.success('toasts.loginSuccess', { values: { firstName, lastName } });
      else toast.success('auth.loginSuccessCompany', { values: { company: user.company_name } });
      navigate(next ?? paths.home.getHref(), { replace: true });
    } catch (error) {
      const message = loginErrorToast(error);
      toast.show(message.kind, message.key, { values: message.values });
      setFailure(message);
      if (message.key === 'toasts.wrongPassword') setFocus('password');
      else if (message.key === 'toasts.userNotExists') setFocus('email');
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('auth.login.formLabel')}
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      {next ? <p className={styles.note}>{t('auth.login.nextNote')}</p> : null}
      {failure ? <FormFailure kind={failure.kind}>{t(failure.key, failure.values)}</FormFailure> : null}
      <TextField
        label={t('auth.login.username')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={signIn.isPending} icon={<LogIn aria-hidden="true" size={18} />}>
          {t('auth.login.submit')}
        </Button>
        <Link to={paths.resetPassword.getHref()}>{t('auth.login.forgotten')}</Link>
      </div>
    </form>
  );
}
