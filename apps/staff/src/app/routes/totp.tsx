import { zodResolver } from '@hookform/resolvers/zod';
import { TOTP_CODE_PATTERN } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert, applyServerError, errorMessage, Field, fieldMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useConfirmTotp, useStartTotpSetup } from '../../features/auth/api/totp';
import { t } from '../../lib/i18n';
import { useStaff } from '../session';

const CodeForm = z.object({ code: z.string().trim().regex(TOTP_CODE_PATTERN, fieldMessage('code')) });

/**
 * Setting up the second factor: a new secret as a QR code and as text, then a code from the app
 * to confirm it. For an admin without one this is the only screen that opens (app/session.tsx).
 */
export function Totp() {
  const staff = useStaff();
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(values);
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['code']));
    }
  });
  const setup = start.data;

  return (
    <>
      <PageHeading>{t('totp.title')}</PageHeading>
      {staff.mustSetUpTotp && <Alert>{t('totp.required')}</Alert>}
      {confirm.isSuccess ? (
        <>
          <Alert kind="success">{t('totp.done')}</Alert>
          <p>
            <Link to="/">{t('totp.continue')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('totp.intro')}</p>
          {staff.totpEnabled && <p>{t('totp.enabled')}</p>}
          {!setup ? (
            <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
              {t('totp.start')}
            </button>
          ) : (
            <div className="totp-setup">
              <h2>{t('totp.scan')}</h2>
              <img src={setup.qr} width={240} height={240} alt={t('totp.qrAlt')} />
              <p>
                {t('totp.manual')}{' '}
                <code className="totp-secret" data-testid="totp-secret">
                  {setup.secret}
                </code>
              </p>
              <h2>{t('totp.confirmTitle')}</h2>
              <form aria-label={t('totp.confirmTitle')} onSubmit={submit} noValidate>
                {failure && <Alert>{failure}</Alert>}
                <Field id="totp-code" label={t('totp.code')} error={form.formState.errors.code}>
                  {(aria) => (
                    <input
                      {...aria}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      {...form.register('code')}
                    />
                  )}
                </Field>
                <button type="submit" className="button" disabled={confirm.isPending}>
                  {t('totp.confirm')}
                </button>
              </form>
            </div>
          )}
          {start.isError && <Alert>{errorMessage(start.error)}</Alert>}
        </>
      )}
    </>
  );
}
