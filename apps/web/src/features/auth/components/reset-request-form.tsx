import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetErrorToast } from '../errors';
import { type ResetRequestValues, resetRequestSchema } from '../schemas';
import styles from './auth.module.css';

function ResetLinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="reset-sent">
      <h2 id="reset-sent" ref={heading} tabIndex={-1}>
        <MailCheck aria-hidden="true" size={28} className={styles.doneIcon} />
        {t('resetPassword.sentTitle')}
      </h2>
      <p>{t('resetPassword.sentText', { email })}</p>
      <Link to={paths.login.getHref()}>{t('resetPassword.backToLogin')}</Link>
    </section>
  );
}

/**
 * /reset-password: asks for a reset link. The answer is the same whether or not the address
 * has an account, so the page cannot be used to find out who is a customer.
 */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  if (sentTo) return <ResetLinkSent email={sentTo} />;

  const onValid = async ({ email }: ResetRequestValues) => {
    try {
      await request.mutateAsync(email);
      toast.success('toasts.resetEmailSent');
      setSentTo(email);
    } catch (error) {
      const message = resetErrorToast(error);
      toast.show(message.kind, message.key, { values: message.values });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('resetPassword.requestFormLabel')}
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <p>{t('resetPassword.requestIntro')}</p>
      <TextField
        label={t('resetPassword.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={request.isPending} icon={<Send aria-hidden="true" size={18} />}>
          {t('resetPassword.send')}
        </Button>
        <Link to={paths.login.getHref()}>{t('resetPassword.backToLogin')}</Link>
      </div>
    </form>
  );
}
