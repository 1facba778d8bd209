import { REMINDER_INTERVAL_DAYS } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { customerContact, type InvoiceRecord, lockInvoice } from './invoice.repository.ts';
import { amountDueCents, daysOverdue } from './invoice-balance.ts';
import { type InvoiceMailConfig, reminderMail } from './invoice-mails.ts';
import { insertReminder, lastReminderAt, type ReminderRecord } from './reminders.repository.ts';

const INTERVAL_MS = REMINDER_INTERVAL_DAYS * 86_400_000;

/** When the next reminder may go after one sent at `sentAt`. */
export const nextReminderAllowedAt = (sentAt: Date) => new Date(sentAt.getTime() + INTERVAL_MS);

export type ReminderOutcome =
  | { sent: true; reminder: ReminderRecord; invoice: InvoiceRecord }
  /** Nothing is due, or the invoice is not past its due day. */
  | { sent: false; reason: 'not-due' }
  /** The last reminder is less than 7 days old (`force` was not given). */
  | { sent: false; reason: 'too-soon'; lastSentAt: Date };

/**
 * Sends one payment reminder for an overdue invoice, in the caller's transaction: the reminder
 * row and its mail (through the outbox) commit together or not at all
 * (docs/requirements/orders-and-invoices.md §Reminders). The invoice's row is locked first and
 * the 7-day rule checked after it, so two senders at once — two job runs in two processes, or
 * the job and a person — are served one after the other and the second finds the first's
 * reminder: never two within 7 days. `force` (an admin's explicit choice) skips only that rule.
 * `now` is the clock (the tests pass their own).
 */
export async function sendReminder(
  tx: Tx,
  config: InvoiceMailConfig,
  invoiceId: number,
  options: { now: Date; staffId: number | null; force?: boolean },
): Promise<ReminderOutcome> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw notFound();
  const due = amountDueCents(invoice);
  const days = daysOverdue(invoice, options.now);
  if (due === 0 || days === 0) return { sent: false, reason: 'not-due' };
  const last = await lastReminderAt(tx, invoice.id);
  const tooSoon = last !== null && options.now.getTime() < nextReminderAllowedAt(last).getTime();
  if (tooSoon && !options.force) return { sent: false, reason: 'too-soon', lastSentAt: last };
  const contact = await customerContact(tx, invoice.customerId);
  if (!contact) throw notFound();
  const reminder = await insertReminder(tx, {
    invoiceId: invoice.id,
    sentAt: options.now,
    amountDueCents: due,
    daysOverdue: days,
    staffId: options.staffId,
    forced: tooSoon,
  });
  await enqueueMail(
    tx,
    await reminderMail(
      {
        to: contact.email,
        companyName: contact.companyName,
        invoiceNumber: invoice.number,
        varsymbol: invoice.varsymbol,
        amountDueCents: due,
        dueAt: invoice.dueAt,
        daysOverdue: days,
        reminderId: reminder.id,
      },
      config,
    ),
  );
  return { sent: true, reminder, invoice };
}
