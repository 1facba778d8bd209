import { useState } from 'react';
import { Alert, errorMessage } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAccountingToken, useRotateAccountingToken } from '../api/accounting-token';

/** The accounting system's token (admins): when it was made, a new one on request, shown once. */
export function TokenPanel() {
  const status = useAccountingToken();
  const rotate = useRotateAccountingToken();
  const [shown, setShown] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = status.data?.token;
  return (
    <section className="panel" aria-labelledby="token-heading">
      <h2 id="token-heading">{t('accounting.tokenTitle')}</h2>
      <p>{t('accounting.tokenIntro')}</p>
      <p aria-live="polite">
        {status.isPending
          ? t('app.loading')
          : current
            ? t('accounting.tokenSince', { at: formatDateTime(current.createdAt), by: current.createdBy ?? '–' })
            : t('accounting.tokenNone')}
      </p>
      {failure && <Alert>{failure}</Alert>}
      {shown && (
        <div className="field">
          <label htmlFor="new-token">{t('accounting.tokenNew')}</label>
          <input
            id="new-token"
            readOnly
            value={shown}
            aria-describedby="new-token-help"
            onFocus={(e) => e.target.select()}
          />
          <p id="new-token-help" className="field__help">
            {t('accounting.tokenOnce')}
          </p>
        </div>
      )}
      <button
        type="button"
        disabled={rotate.isPending}
        onClick={async () => {
          if (current && !window.confirm(t('accounting.tokenConfirm'))) return;
          setFailure(null);
          try {
            setShown((await rotate.mutateAsync()).token);
          } catch (err) {
            setFailure(errorMessage(err));
          }
        }}
      >
        {current ? t('accounting.tokenRotate') : t('accounting.tokenCreate')}
      </button>
    </section>
  );
}
