import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffInvoiceRow } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, applyServerError, Field, fieldMessage } from '../../../components/form';
import { t } from '../../../lib/i18n';
import { useIssueInvoice } from '../api/issue-invoice';

const IssueForm = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1, fieldMessage('required'))
    .regex(/^\d{10}$/, t('invoices.orderNumberFormat')),
});

/** Issue the invoice for an order typed by its number (the list page's panel). */
export function IssueInvoiceForm({ onIssued }: { onIssued: (invoice: StaffInvoiceRow) => void }) {
  const issue = useIssueInvoice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(IssueForm), defaultValues: { orderNumber: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await issue.mutateAsync(values);
      form.reset();
      onIssued(reply.invoice);
    } catch (err) {
      setFailure(applyServerError(err, form.setError, ['orderNumber']));
    }
  });
  return (
    <form className="panel" aria-labelledby="issue-heading" onSubmit={submit} noValidate>
      <h2 id="issue-heading">{t('invoices.issueTitle')}</h2>
      {failure && <Alert>{failure}</Alert>}
      <div className="form-row">
        <Field
          id="issue-order"
          label={t('invoices.orderNumber')}
          help={t('invoices.issueHelp')}
          error={form.formState.errors.orderNumber}
        >
          {(aria) => <input {...aria} inputMode="numeric" autoComplete="off" {...form.register('orderNumber')} />}
        </Field>
        <button type="submit" className="button" disabled={issue.isPending}>
          {t('invoices.issue')}
        </button>
      </div>
    </form>
  );
}
