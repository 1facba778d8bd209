import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, parseEuroInput, type RecordPaymentReply } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, applyServerError, Field, fieldMessage } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useRecordPayment } from '../api/record-payment';

const PaymentForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, fieldMessage('required'))
    .refine((text) => (parseEuroInput(text) ?? 0) > 0, t('invoices.amountFormat')),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('required')),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(140),
  note: z.string().trim().max(500),
});
type PaymentValues = z.infer<typeof PaymentForm>;

/** Today in the browser's calendar (staff work in Slovakia), as a date input wants it. */
const today = () => new Date().toLocaleDateString('en-CA');
/** Cents as a person types them: `1234,56`. */
const typed = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Record a payment received; the amount starts as what is due. An overpayment is recorded and flagged. */
export function RecordPaymentForm({ invoiceId, dueCents }: { invoiceId: number; dueCents: number }) {
  const record = useRecordPayment(invoiceId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<RecordPaymentReply | null>(null);
  const defaults = (): PaymentValues => ({
    amount: dueCents > 0 ? typed(dueCents) : '',
    paidOn: today(),
    method: 'bank',
    reference: '',
    note: '',
  });
  const form = useForm<PaymentValues>({ resolver: zodResolver(PaymentForm), defaultValues: defaults() });
  const submit = form.handleSubmit(async ({ amount, ...rest }) => {
    setFailure(null);
    setDone(null);
    try {
      const reply = await record.mutateAsync({ ...rest, amountCents: parseEuroInput(amount) ?? 0 });
      setDone(reply);
      form.reset({ ...defaults(), amount: reply.invoice.balanceCents > 0 ? typed(reply.invoice.balanceCents) : '' });
    } catch (err) {
      // The server names the amount in cents; the form has it as text.
      if (err instanceof ApiError && err.errors.some((e) => e.key === 'amountCents')) {
        form.setError('amount', { message: t('invoices.amountFormat') });
      } else {
        setFailure(applyServerError(err, form.setError, ['paidOn', 'method', 'reference', 'note']));
      }
    }
  });
  return (
    <form className="panel" aria-labelledby="payment-heading" onSubmit={submit} noValidate>
      <h2 id="payment-heading">{t('invoices.recordPayment')}</h2>
      {failure && <Alert>{failure}</Alert>}
      {done && (
        <Alert kind="success">
          {done.overpaid
            ? t('invoices.paymentOverpaid', { amount: formatCents(-done.invoice.balanceCents) })
            : t('invoices.paymentRecorded')}
        </Alert>
      )}
      <div className="form-row">
        <Field id="pay-amount" label={t('invoices.amount')} error={form.formState.errors.amount}>
          {(aria) => <input {...aria} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
        </Field>
        <Field id="pay-on" label={t('invoices.paidOn')} error={form.formState.errors.paidOn}>
          {(aria) => <input {...aria} type="date" {...form.register('paidOn')} />}
        </Field>
        <Field id="pay-method" label={t('invoices.method')} error={form.formState.errors.method}>
          {(aria) => (
            <select {...aria} {...form.register('method')}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`invoices.methods.${m}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="pay-reference" label={t('invoices.reference')} error={form.formState.errors.reference}>
          {(aria) => <input {...aria} autoComplete="off" {...form.register('reference')} />}
        </Field>
        <Field id="pay-note" label={t('invoices.note')} error={form.formState.errors.note}>
          {(aria) => <input {...aria} autoComplete="off" {...form.register('note')} />}
        </Field>
        <button type="submit" className="button" disabled={record.isPending}>
          {t('invoices.recordPaymentSubmit')}
        </button>
      </div>
    </form>
  );
}
