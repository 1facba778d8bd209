import { zodResolver } from '@hookform/resolvers/zod';
import { TOTP_CODE_PATTERN } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert, applyServerError, Field, fieldMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../features/auth/api/get-session';
import { useSignIn, useSignInTotp } from '../../features/auth/api/sign-in';
import { safeNext } from '../../lib/format';
import { t } from '../../lib/i18n';

const PasswordForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, fieldMessage('required'))
    .pipe(z.email({ error: fieldMessage('email') })),
  password: z.string().min(1, fieldMessage('required')),
});
const CodeForm = z.object({ code: z.string().trim().regex(TOTP_CODE_PATTERN, fieldMessage('code')) });

/** Sign-in: e-mail and password, then the code from the authenticator app when the person has one. */
export function SignIn() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useSession();
  const [stage, setStage] = useState<'password' | 'totp'>('password');
  if (session.data?.staff && stage === 'password') return <Navigate to={next} replace />;

  return (
    <main id="main" className="narrow">
      <PageHeading>{stage === 'password' ? t('signIn.title') : t('signIn.codeTitle')}</PageHeading>
      {params.get('signedOut') && stage === 'password' && <Alert kind="success">{t('signIn.signedOut')}</Alert>}
      {stage === 'password' ? (
        <PasswordStep onTotp={() => setStage('totp')} onDone={() => navigate(next, { replace: true })} />
      ) : (
        <CodeStep onBack={() => setStage('password')} onDone={() => navigate(next, { replace: true })} />
      )}
    </main>
  );
}

function PasswordStep({ onTotp, onDone }: { onTotp: () => void; onDone: () => void }) {
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(PasswordForm), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await signIn.mutateAsync(values);
      if (reply.stage === 'totp') onTotp();
      else onDone();
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['email']));
    }
  });
  return (
    <form aria-label={t('signIn.form')} onSubmit={submit} noValidate>
      {failure && <Alert>{failure}</Alert>}
      <Field id="email" label={t('signIn.email')} error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="username" {...form.register('email')} />}
      </Field>
      <Field id="password" label={t('signIn.password')} error={errors.password}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <button type="submit" className="button" disabled={signIn.isPending}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}

function CodeStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const signInTotp = useSignInTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const input = useRef<HTMLInputElement | null>(null);
  const { ref, ...codeField } = form.register('code');
  useEffect(() => input.current?.focus(), []);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signInTotp.mutateAsync(values);
      onDone();
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['code']));
    }
  });
  return (
    <form aria-label={t('signIn.codeTitle')} onSubmit={submit} noValidate>
      <p>{t('signIn.codeHelp')}</p>
      {failure && <Alert>{failure}</Alert>}
      <Field id="code" label={t('signIn.code')} error={form.formState.errors.code}>
        {(aria) => (
          <input
            {...aria}
            {...codeField}
            ref={(el) => {
              ref(el);
              input.current = el;
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="button" disabled={signInTotp.isPending}>
          {t('signIn.codeSubmit')}
        </button>
        <button type="button" className="button button--quiet" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
