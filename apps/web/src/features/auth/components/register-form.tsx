import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, TEXT_PAGE_SLUGS } from '@shop/contract';
import { CircleCheck, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass, CheckboxField, TextField, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldError } from '../../../lib/form-fields';
import { Trans, useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useSignUp } from '../api/sign-up';
import { type ErrorToast, registerErrorToast } from '../errors';
import { type RegisterValues, registerSchema } from '../schemas';
import styles from './auth.module.css';
import { FormFailure } from './form-failure';

const EMPTY: RegisterValues = {
  phone: '',
  email: '',
  password: '',
  passwordRepeat: '',
  companyName: '',
  companyId: '',
  vatRegistrationId: '',
  extVatRegistrationId: '',
  personalDataCheckbox: false,
};

interface Registered {
  status: 'pending' | 'approved';
  email: string;
  company: string;
}

/** After a registration: the form is replaced by this message (focused, so it is read out). */
function RegistrationDone({ status, email, company }: Registered) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pending = status === 'pending';
  return (
    <section className={styles.done} aria-labelledby="registration-done">
      <h2 id="registration-done" ref={heading} tabIndex={-1}>
        <CircleCheck aria-hidden="true" size={28} className={styles.doneIcon} />
        {pending ? t('register.pendingTitle') : t('register.approvedTitle')}
      </h2>
      <p>{pending ? t('register.pendingText', { company, email }) : t('register.approvedText', { company })}</p>
      <div className={styles.actions}>
        {pending ? (
          <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
            {t('register.toHome')}
          </Link>
        ) : (
          <Link to={paths.login.getHref()} className={buttonClass('primary')}>
            {t('register.toLogin')}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * Company registration (docs/requirements/accounts.md §Registration). Errors show after the first submit; an invalid
 * submit raises the "form invalid" warning; a taken e-mail gives "user already exists". On success
 * a toast, and a "waiting for approval" message replaces the form.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<ErrorToast | null>(null);
  const [done, setDone] = useState<Registered | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });

  if (done) return <RegistrationDone {...done} />;

  const onValid = async ({ passwordRepeat: _repeat, personalDataCheckbox: _consent, ...fields }: RegisterValues) => {
    setFailure(null);
    try {
      const status = await signUp.mutateAsync(fields);
      toast.success('toasts.registrationSuccess');
      setDone({ status, email: fields.email, company: fields.companyName });
    } catch (error) {
      const message = registerErrorToast(error);
      toast.show(message.kind, message.key, { values: message.values });
      setFailure(message);
      if (message.key === 'toasts.userExists') {
        setError('email', { type: 'server', message: t('toasts.userExists') }, { shouldFocus: true });
        setFocus('email');
      }
    }
  };

  const privacyHref = paths.textPage.getHref(TEXT_PAGE_SLUGS.privacy);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('register.formLabel')}
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <p className={styles.note}>{t('register.requiredNote')}</p>
      {failure ? <FormFailure kind={failure.kind}>{t(failure.key, failure.values)}</FormFailure> : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.contactSection')}</legend>
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('register.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(errors.passwordRepeat)}
          {...register('passwordRepeat')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.companySection')}</legend>
        <TextField
          label={t('register.companyName')}
          autoComplete="organization"
          required
          error={fieldError(errors.companyName)}
          {...register('companyName')}
        />
        <TextField
          label={t('register.companyId')}
          inputMode="numeric"
          required
          error={fieldError(errors.companyId)}
          {...register('companyId')}
        />
        <TextField
          label={t('register.vatRegistrationId')}
          inputMode="numeric"
          required
          error={fieldError(errors.vatRegistrationId)}
          {...register('vatRegistrationId')}
        />
        <TextField
          label={t('register.extVatRegistrationId')}
          hint={t('register.extVatRegistrationIdHint')}
          error={fieldError(errors.extVatRegistrationId)}
          {...register('extVatRegistrationId')}
        />
      </fieldset>
      <CheckboxField
        label={
          <Trans
            i18nKey="register.consent"
            components={{
              policy: (
                // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text
                <a href={privacyHref} target="_blank" rel="noopener" aria-describedby="consent-new-tab" />
              ),
            }}
          />
        }
        required
        error={fieldError(errors.personalDataCheckbox)}
        {...register('personalDataCheckbox')}
      />
      <span id="consent-new-tab" className="visually-hidden">
        {t('a11y.opensInNewTab')}
      </span>
      <div className={styles.actions}>
        <Button type="submit" loading={signUp.isPending} icon={<UserPlus aria-hidden="true" size={18} />}>
          {t('register.submit')}
        </Button>
        <p className={styles.note}>
          {t('register.haveAccount')} <Link to={paths.login.getHref()}>{t('register.loginLink')}</Link>
        </p>
      </div>
    </form>
  );
}
