import { desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import { invoiceReminders, staffUsers } from '../../db/schema/index.ts';

export type ReminderRecord = typeof invoiceReminders.$inferSelect;

export async function insertReminder(db: DbOrTx, row: typeof invoiceReminders.$inferInsert): Promise<ReminderRecord> {
  const rows = await db.insert(invoiceReminders).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('reminder insert returned nothing');
  return inserted;
}

/** When the invoice's last reminder went out; null when none did. */
export async function lastReminderAt(db: DbOrTx, invoiceId: number): Promise<Date | null> {
  const rows = await db
    .select({ sentAt: invoiceReminders.sentAt })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(desc(invoiceReminders.sentAt))
    .limit(1);
  return rows[0]?.sentAt ?? null;
}

/** An invoice's reminders, newest first, with who sent them by hand. */
export async function remindersOfInvoice(db: DbOrTx, invoiceId: number) {
  return db
    .select({ reminder: invoiceReminders, staffName: staffUsers.name, staffEmail: staffUsers.email })
    .from(invoiceReminders)
    .leftJoin(staffUsers, eq(staffUsers.id, invoiceReminders.staffId))
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(desc(invoiceReminders.sentAt), desc(invoiceReminders.id));
}

/**
 * Invoices the reminder job should remind on `now`: something due, the due day (in Slovakia)
 * before today, and no reminder in the `intervalDays` before `now`; longest overdue first. Reads
 * the partial index of open invoices. Each is checked again under its row lock when sent.
 */
export async function reminderCandidates(db: DbOrTx, now: Date, intervalDays: number, limit: number) {
  const rows = await query<{ id: number }>(
    db,
    sql`select i.id from invoices i
        where i.paid_cents + i.credited_cents < i.total_cents
          and (i.due_at at time zone 'Europe/Bratislava')::date
              < (${now.toISOString()}::timestamptz at time zone 'Europe/Bratislava')::date
          and not exists (
            select 1 from invoice_reminders r
            where r.invoice_id = i.id
              and r.sent_at > ${now.toISOString()}::timestamptz - make_interval(days => ${intervalDays})
          )
        order by i.due_at, i.id
        limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
