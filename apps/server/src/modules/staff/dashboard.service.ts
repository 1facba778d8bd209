import { DASHBOARD_DAYS, type SalesDashboard, type StaffRole, type WarehouseDashboard } from '@shop/contract';
import type { DbOrTx } from '../../db/client.ts';
import { countWaitingRegistrations } from '../customer/customer-figures.repository.ts';
import { overdueSummary } from '../invoices/invoices.staff.repository.ts';
import { type DayFigures, ordersPerDay, warehouseQueue } from '../orders/order-figures.repository.ts';

/** The Monday (YYYY-MM-DD) of a calendar day's week: weeks start on Monday in Slovakia. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Today and this week, summed from the day series (which always reaches back past Monday). */
function periods(series: readonly DayFigures[]) {
  const today = series.at(-1);
  if (!today) throw new Error('the day series is empty');
  const from = mondayOf(today.day);
  const week = series.filter((d) => d.day >= from);
  return {
    today,
    week: {
      from,
      orders: week.reduce((sum, d) => sum + d.orders, 0),
      revenueExcVatCents: week.reduce((sum, d) => sum + d.revenueExcVatCents, 0),
    },
  };
}

/**
 * The back office's home figures (docs/requirements/back-office.md §Dashboard) as of `now`:
 * the money view for sales and admin, the counts-only view for the warehouse (the reply's
 * schema for it has no money fields at all).
 */
export async function dashboardFigures(
  db: DbOrTx,
  role: StaffRole,
  now: Date,
): Promise<SalesDashboard | WarehouseDashboard> {
  const asOf = now.toISOString();
  if (role === 'warehouse') {
    const [series, queue] = await Promise.all([ordersPerDay(db, now, 7), warehouseQueue(db)]);
    const { today, week } = periods(series);
    return {
      view: 'warehouse',
      asOf,
      today: { day: today.day, orders: today.orders },
      week: { from: week.from, orders: week.orders },
      ...queue,
    };
  }
  const [series, registrationsWaiting, overdueSum] = await Promise.all([
    ordersPerDay(db, now, DASHBOARD_DAYS),
    countWaitingRegistrations(db),
    // The overdue list's own rule (payments and credit notes both count), so the figures agree.
    overdueSummary(db, now),
  ]);
  const overdue = { invoices: overdueSum.count, balanceCents: overdueSum.dueCents };
  return { view: 'sales', asOf, ...periods(series), registrationsWaiting, overdue, revenueByDay: series };
}
