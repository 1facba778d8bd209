import type { BankEntry } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert, errorMessage } from '../../../components/form';
import { formatCents } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDecideEntry } from '../api/decide-entry';

/**
 * The decision on one unmatched credit: book it to an invoice (number or variable symbol) or
 * dismiss it with a reason. Focus comes to its heading when it opens; Escape or Zrušiť closes it.
 */
export function DecideEntryForm({ entry, onDone }: { entry: BankEntry; onDone: (message: string | null) => void }) {
  const decide = useDecideEntry();
  const heading = useRef<HTMLHeadingElement>(null);
  const [invoice, setInvoice] = useState(entry.varsymbol ?? '');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const run = async (decision: Parameters<typeof decide.mutateAsync>[0]['decision']) => {
    setFailure(null);
    try {
      const reply = await decide.mutateAsync({ id: entry.id, decision });
      onDone(
        reply.entry.outcome === 'assigned'
          ? t('bank.assigned', { number: reply.entry.invoice?.number ?? '' })
          : t('bank.dismissed'),
      );
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <section
      className="panel"
      aria-labelledby="decide-heading"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone(null);
      }}
    >
      <h2 id="decide-heading" ref={heading} tabIndex={-1}>
        {t('bank.decideTitle', { reference: entry.reference, amount: formatCents(entry.amountCents) })}
      </h2>
      {failure && <Alert>{failure}</Alert>}
      <form
        className="form-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (invoice.trim()) void run({ kind: 'assign', invoice: invoice.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="assign-invoice">{t('bank.assignInvoice')}</label>
          <input
            id="assign-invoice"
            value={invoice}
            onChange={(e) => setInvoice(e.target.value)}
            autoComplete="off"
            required
            aria-describedby="assign-invoice-help"
          />
          <p id="assign-invoice-help" className="field__help">
            {t('bank.assignHelp')}
          </p>
        </div>
        <button type="submit" disabled={decide.isPending}>
          {t('bank.assign')}
        </button>
      </form>
      <form
        className="form-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length >= 3) void run({ kind: 'dismiss', reason: reason.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="dismiss-reason">{t('bank.dismissReason')}</label>
          <input
            id="dismiss-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            minLength={3}
            required
            autoComplete="off"
          />
        </div>
        <button type="submit" disabled={decide.isPending}>
          {t('bank.dismiss')}
        </button>
      </form>
      <button type="button" onClick={() => onDone(null)}>
        {t('bank.cancel')}
      </button>
    </section>
  );
}
