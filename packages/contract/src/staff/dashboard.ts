import { z } from 'zod';
import { ok } from '../envelope.ts';

/** Days of the revenue chart, ending with today (docs/requirements/back-office.md §Dashboard). */
export const DASHBOARD_DAYS = 90;

/** A Slovak calendar day (Europe/Bratislava), `YYYY-MM-DD`. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();
/** Integer cents. */
const cents = z.number().int().nonnegative();

export const DashboardDaySchema = z.object({ day: DaySchema, orders: count, revenueExcVatCents: cents });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/**
 * Sales and admin: orders and revenue excl. VAT of goods (after discounts, without shipping and
 * payment fees; cancelled and returned orders left out) for today and this week (from Monday),
 * registrations waiting for approval, the overdue balance, and the last 90 days day by day.
 */
export const SalesDashboardSchema = z.object({
  view: z.literal('sales'),
  /** ISO time the figures were read at. */
  asOf: z.string(),
  today: z.object({ day: DaySchema, orders: count, revenueExcVatCents: cents }),
  /** `from` is this week's Monday. */
  week: z.object({ from: DaySchema, orders: count, revenueExcVatCents: cents }),
  registrationsWaiting: count,
  overdue: z.object({ invoices: count, balanceCents: cents }),
  /** DASHBOARD_DAYS entries, oldest first, a day without orders as 0. */
  revenueByDay: z.array(DashboardDaySchema),
});
export type SalesDashboard = z.infer<typeof SalesDashboardSchema>;

/** Warehouse: how many orders came and what waits to be picked — no money. */
export const WarehouseDashboardSchema = z.object({
  view: z.literal('warehouse'),
  asOf: z.string(),
  today: z.object({ day: DaySchema, orders: count }),
  week: z.object({ from: DaySchema, orders: count }),
  /** Placed, not accepted yet. */
  waiting: count,
  /** Accepted, to pick and send. */
  toShip: count,
  /** Accepted, to pick and get ready for pick-up at the warehouse. */
  toPrepareForPickup: count,
});
export type WarehouseDashboard = z.infer<typeof WarehouseDashboardSchema>;

export const DashboardReplySchema = ok({
  dashboard: z.discriminatedUnion('view', [SalesDashboardSchema, WarehouseDashboardSchema]),
});
export type DashboardReply = z.infer<typeof DashboardReplySchema>;
