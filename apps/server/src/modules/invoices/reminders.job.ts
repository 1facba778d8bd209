import { REMINDER_INTERVAL_DAYS } from '@shop/contract';
import type { Job } from '../../jobs/runner.ts';
import type { Shop } from '../../shop.ts';
import { reminderCandidates } from './reminders.repository.ts';
import { sendReminder } from './reminders.service.ts';

/** Invoices reminded per run at most; the rest wait for the next run (an hour later). */
const BATCH = 500;

/**
 * The overdue-invoice reminders (docs/requirements/orders-and-invoices.md §Reminders): every hour,
 * a reminder mail for each invoice past its due day with something left to pay and no reminder
 * in the last 7 days. One transaction per invoice (reminder row + mail), so one failure leaves
 * the others sent; the 7-day rule is checked again under the invoice's row lock, so this job in
 * two processes, or the job and a person at once, never send two.
 */
export function invoiceRemindersJob(shop: Pick<Shop, 'config' | 'outbox'>): Job {
  return {
    name: 'invoice-reminders',
    leaseMs: 15 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + 60 * 60_000),
    async run({ db, now, signal, log }) {
      const candidates = await reminderCandidates(db, now, REMINDER_INTERVAL_DAYS, BATCH);
      let failed = 0;
      let sent = 0;
      for (const invoiceId of candidates) {
        if (signal.aborted) break;
        try {
          const outcome = await db.transaction((tx) =>
            sendReminder(tx, shop.config, invoiceId, { now, staffId: null }),
          );
          if (outcome.sent) sent++;
        } catch (err) {
          failed++;
          log(`reminder for invoice ${invoiceId} failed`, err);
        }
      }
      if (sent > 0) shop.outbox.flushSoon();
      if (failed > 0) throw new Error(`${failed} of ${candidates.length} reminders failed`);
    },
  };
}
