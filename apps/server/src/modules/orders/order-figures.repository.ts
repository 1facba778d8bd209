import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';

/**
 * The orders' figures of the back office's dashboard (docs/requirements/back-office.md §Dashboard).
 * Days are Slovak calendar days (Europe/Bratislava, 23 or 25 hours long around a DST change).
 */

/**
 * Statuses whose orders bring no revenue: cancelled ones never did, returned ones are credited
 * back (docs/requirements/back-office.md §Dashboard). Plain strings: `returned` joins the order
 * statuses with the order workflow, and counting it out before then costs nothing.
 */
export const NO_REVENUE_STATUSES = ['cancelled', 'returned'] as const;

/**
 * Revenue excl. VAT of an order: its goods after the coupon, without shipping and payment fees —
 * what the distributor sold. Both amounts are stored on the order as it was placed.
 */
const revenueExcVat = sql`o.products_exc_vat_cents - o.coupon_discount_cents`;

/** The Slovak calendar day of a point in time. */
const slovakDay = (at: SQL) => sql`(${at} at time zone 'Europe/Bratislava')::date`;
/** The first instant of a Slovak calendar day. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'Europe/Bratislava')`;

export interface DayFigures {
  /** YYYY-MM-DD, a Slovak calendar day. */
  day: string;
  orders: number;
  revenueExcVatCents: number;
}

/**
 * Orders and revenue per Slovak day for the `days` days up to and including the day of `now`,
 * oldest first, every day present (0 for a day without orders). One grouped query over an index
 * range of `orders.created_at` (orders_created_idx): its bounds are expressions of the
 * parameter alone, so the planner sees a range, never a scan of all orders.
 */
export async function ordersPerDay(db: DbOrTx, now: Date, days: number): Promise<DayFigures[]> {
  const today = slovakDay(sql`${now.toISOString()}::timestamptz`);
  const first = sql`(${today} - ${days - 1}::int)`;
  const rows = await query<{ day: string; orders: number; revenue: string | number | bigint }>(
    db,
    sql`
    with per_day as (
      select ${slovakDay(sql`o.created_at`)} as day, count(*)::int as orders, sum(${revenueExcVat})::bigint as revenue
      from orders o
      where o.created_at >= ${dayStart(first)}
        and o.created_at < ${dayStart(sql`${today} + 1`)}
        and o.status not in (${sql.join(
          NO_REVENUE_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.orders, 0) as orders, coalesce(p.revenue, 0) as revenue
    from generate_series(${first}, ${today}, interval '1 day') as d(day)
    left join per_day p on p.day = d.day::date
    order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), revenueExcVatCents: Number(r.revenue) }));
}

export interface WarehouseQueue {
  /** Placed, not accepted yet. */
  waiting: number;
  /** Accepted, to pick and send out. */
  toShip: number;
  /** Accepted, to pick and put ready for pick-up at the warehouse. */
  toPrepareForPickup: number;
}

/** Orders waiting for the warehouse now, by what is to be done with them. */
export async function warehouseQueue(db: DbOrTx): Promise<WarehouseQueue> {
  const rows = await query<{ waiting: number; to_ship: number; to_pickup: number }>(
    db,
    sql`
    select count(*) filter (where status = 'new')::int as waiting,
           count(*) filter (where status = 'processing' and not pick_up)::int as to_ship,
           count(*) filter (where status = 'processing' and pick_up)::int as to_pickup
    from orders where status in ('new', 'processing')`,
  );
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    toShip: Number(row?.to_ship ?? 0),
    toPrepareForPickup: Number(row?.to_pickup ?? 0),
  };
}
