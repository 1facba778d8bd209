import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_PASSWORD_MIN } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Alert, applyServerError, Field, fieldMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { usePasswordLink, useSetPassword } from '../../features/auth/api/set-password';
import { t } from '../../lib/i18n';

const PasswordForm = z
  .object({
    password: z.string().min(STAFF_PASSWORD_MIN, fieldMessage({ min: STAFF_PASSWORD_MIN })),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: t('setPassword.mismatch') });

/** The page of a one-time link: who it is for, and the new password (twice). */
export function SetPassword() {
  const token = useParams().token ?? '';
  const link = usePasswordLink(token);
  const setPassword = useSetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(PasswordForm), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync({ token, password });
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['password']));
    }
  });

  return (
    <main id="main" className="narrow">
      <PageHeading>{t('setPassword.title')}</PageHeading>
      {link.isPending ? (
        <p className="skeleton-line" aria-busy="true">
          {t('app.loading')}
        </p>
      ) : link.isError ? (
        <Alert>{t('setPassword.invalid')}</Alert>
      ) : setPassword.isSuccess ? (
        <>
          <Alert kind="success">{t('setPassword.done')}</Alert>
          <p>
            <Link to="/login">{t('setPassword.toSignIn')}</Link>
          </p>
        </>
      ) : (
        <form aria-label={t('setPassword.form')} onSubmit={submit} noValidate>
          <p>{t('setPassword.for', { email: link.data.email })}</p>
          {failure && <Alert>{failure}</Alert>}
          <Field
            id="password"
            label={t('setPassword.password')}
            help={t('setPassword.help', { min: STAFF_PASSWORD_MIN })}
            error={errors.password}
          >
            {(aria) => <input {...aria} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field id="confirm" label={t('setPassword.confirm')} error={errors.confirm}>
            {(aria) => <input {...aria} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </Field>
          <button type="submit" className="button" disabled={setPassword.isPending}>
            {t('setPassword.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
