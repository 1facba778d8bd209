import type { InvoiceDetailReply } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Alert, errorMessage } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useIssueCreditNote } from '../api/issue-credit-note';
import styles from './invoices.module.css';

type Detail = InvoiceDetailReply;

/**
 * Issue a credit note, or say why none can be: the whole invoice (a cancelled order, or a returned one nothing of which
 * is credited yet), or — for a returned order — the returned quantities of its lines. The server
 * decides the amounts (VAT per rate, the coupon's share); this form only says what came back.
 */
export function CreditNoteForm({ detail }: { detail: Detail }) {
  const { allowed, lines, invoice } = detail;
  const issue = useIssueCreditNote(invoice.id);
  const [chosen, setMode] = useState<'full' | 'partial'>(allowed.creditFull ? 'full' : 'partial');
  // What may be credited changes after each credit note: a choice no longer offered falls back.
  const mode = allowed.creditFull ? (allowed.creditPartial ? chosen : 'full') : 'partial';
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [error, setError] = useState<{ field: string; text: string } | null>(null);

  const issued = issue.isSuccess && (
    <Alert kind="success">{t('invoices.creditIssued', { number: issue.data.creditNote.number })}</Alert>
  );

  // Once nothing more may be credited the form goes, but the confirmation of the credit note
  // just issued stays, and the reason no form is shown says whether it was that.
  if (!allowed.creditFull && !allowed.creditPartial) {
    return (
      <>
        {issued}
        <p className={styles.muted}>
          {t(detail.creditNotes.length > 0 ? 'invoices.creditAllDone' : 'invoices.creditWhen')}
        </p>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (reason.trim().length < 3) {
      setError({ field: 'reason', text: t('invoices.reasonRequired') });
      return;
    }
    const returned = lines
      .map((line) => ({ lineId: line.id, quantity: Number(quantities[line.id] ?? 0) }))
      .filter((r) => r.quantity > 0);
    if (mode === 'partial' && returned.length === 0) {
      setError({ field: 'lines', text: t('invoices.creditNothing') });
      return;
    }
    const confirmText =
      mode === 'full'
        ? t('invoices.creditFullConfirm', { number: invoice.number, amount: formatCents(invoice.totalCents) })
        : t('invoices.creditPartialConfirm', { number: invoice.number });
    if (!window.confirm(confirmText)) return;
    issue.mutate(
      { reason: reason.trim(), ...(mode === 'partial' ? { lines: returned } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setQuantities({});
        },
        onError: (err) => {
          const key = err instanceof ApiError ? err.errors[0]?.key : undefined;
          if (key?.startsWith('lines.')) setError({ field: 'lines', text: t('invoices.creditTooMany') });
        },
      },
    );
  };

  return (
    <form className="panel" aria-labelledby="credit-heading" onSubmit={submit} noValidate>
      <h2 id="credit-heading">{t('invoices.creditTitle')}</h2>
      {issue.isError && <Alert>{errorMessage(issue.error)}</Alert>}
      {issued}
      {allowed.creditFull && allowed.creditPartial && (
        <fieldset className="field">
          <legend>{t('invoices.creditWhat')}</legend>
          <div className="field--check field">
            <input
              id="credit-full"
              type="radio"
              name="credit-mode"
              checked={mode === 'full'}
              onChange={() => setMode('full')}
            />
            <label htmlFor="credit-full">{t('invoices.creditFull')}</label>
          </div>
          <div className="field--check field">
            <input
              id="credit-partial"
              type="radio"
              name="credit-mode"
              checked={mode === 'partial'}
              onChange={() => setMode('partial')}
            />
            <label htmlFor="credit-partial">{t('invoices.creditPartial')}</label>
          </div>
        </fieldset>
      )}
      {mode === 'partial' && (
        <div className="data-table">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="data-table__scroll" tabIndex={0} aria-labelledby="credit-lines-caption">
            <table aria-describedby={error?.field === 'lines' ? 'credit-lines-error' : undefined}>
              <caption id="credit-lines-caption">{t('invoices.creditLines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('invoices.line')}</th>
                  <th scope="col">{t('invoices.invoiced')}</th>
                  <th scope="col">{t('invoices.alreadyCredited')}</th>
                  <th scope="col">{t('invoices.returnedNow')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => {
                  const left = line.quantity - line.creditedQuantity;
                  return (
                    <tr key={line.id}>
                      <th scope="row">
                        {line.code} {line.name}
                      </th>
                      <td>
                        {line.quantity} {line.unit}
                      </td>
                      <td>{line.creditedQuantity}</td>
                      <td>
                        <input
                          className={styles.qty}
                          type="number"
                          min={0}
                          max={left}
                          step={1}
                          disabled={left === 0}
                          aria-label={t('invoices.returnedOf', { name: line.name, left })}
                          value={quantities[line.id] ?? ''}
                          onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          {error?.field === 'lines' && (
            <p id="credit-lines-error" className="field__error">
              {error.text}
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="credit-reason">{t('invoices.reason')}</label>
        <textarea
          id="credit-reason"
          className={styles.textarea}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error?.field === 'reason' ? 'true' : undefined}
          aria-describedby={error?.field === 'reason' ? 'credit-reason-error' : undefined}
        />
        {error?.field === 'reason' && (
          <p id="credit-reason-error" className="field__error">
            {error.text}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={issue.isPending}>
        {t('invoices.creditSubmit')}
      </button>
    </form>
  );
}
