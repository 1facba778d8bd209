import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, query } from '../db/client.ts';
import { continueOrderNumbers, lastOrderNumber } from '../db/order-numbers.ts';

/**
 * Generated order history for load tests of the back office (`npm run shop -- seed --orders N`):
 * adds orders until the table holds N, spread over the last year, in every status (mostly
 * delivered, the newest still new or being processed), with 1–4 lines of existing products, totals
 * that add up (VAT per rate, like the shop prices), invoices for the shipped ones (most paid, some
 * partly, some unpaid and some overdue) and ~1 customer per 50 orders with Slovak company names.
 * Everything is made by a few INSERT … SELECT over generate_series inside PostgreSQL, so 100 000
 * orders take seconds, not minutes. The choices come from hashes of the row number (hashtext),
 * so a run is the same every time.
 */
export interface BigOrdersOptions {
  orders: number;
  log?: (msg: string) => void;
}

const WORDS = [
  'Alarm',
  'Bezpečnosť',
  'Kamerové systémy',
  'Elektro',
  'Ochrana',
  'Strážca',
  'Sieťové riešenia',
  'Montáže',
  'Zabezpečenie',
  'Slaboprúd',
  'Požiarna technika',
  'Domotika',
];
const PLACES = [
  'Košice',
  'Žilina',
  'Prešov',
  'Banská Bystrica',
  'Nitra',
  'Trnava',
  'Trenčín',
  'Bratislava',
  'Poprad',
  'Martin',
  'Ružomberok',
  'Dunajská Streda',
];
const FORMS = ['s.r.o.', 'a.s.', 'spol. s r.o.'];
const FIRST = ['Ján', 'Peter', 'Mária', 'Zuzana', 'Ľubomír', 'Katarína', 'Štefan', 'Jana', 'Tomáš', 'Eva'];
const LAST = ['Novák', 'Kováč', 'Horváth', 'Varga', 'Tóth', 'Baláž', 'Šimko', 'Lukáč', 'Krajčí', 'Ďurica'];

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
/** A whole number from a hash of `seed`, in [0, modulo). */
const pick = (seed: ReturnType<typeof sql>, salt: string, modulo: number | ReturnType<typeof sql>) =>
  sql`(abs(hashtext(${seed}::text || ${salt})) % ${modulo})`;

async function ensureCustomers(db: DbOrTx, wanted: number): Promise<number> {
  const i = sql`i`;
  await db.execute(sql`
    insert into customers (email, password_hash, first_name, last_name, company_name, company_id,
                           vat_registration_id, ext_vat_registration_id, phone, status, approved_at, price_group_id)
    select 'generated-' || i || '@firma.example', 'generated: no sign-in',
      (${textArray(FIRST)})[1 + ${pick(i, 'f', FIRST.length)}],
      (${textArray(LAST)})[1 + ${pick(i, 'l', LAST.length)}],
      (${textArray(WORDS)})[1 + ${pick(i, 'w', WORDS.length)}] || ' ' || (${textArray(PLACES)})[1 + ${pick(i, 'p', PLACES.length)}]
        || ' ' || i || ' ' || (${textArray(FORMS)})[1 + ${pick(i, 'o', FORMS.length)}],
      lpad((30000000 + i)::text, 8, '0'), (2020000000 + i)::text, 'SK' || (2020000000 + i)::text,
      '+421 900 ' || lpad((i % 1000000)::text, 6, '0'), 'approved', now(),
      (select id from price_groups order by id offset ${pick(i, 'g', 2)} limit 1)
    from generate_series(1, ${wanted}) i
    on conflict do nothing`);
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers where email like 'generated-%@firma.example'`,
  );
  return Number(row?.n ?? 0);
}

export async function seedBigOrders(db: Db, options: BigOrdersOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const [state] = await query<{ n: number; max_id: number }>(
    db,
    sql`select count(*)::int as n, coalesce(max(id), 0)::int as max_id from orders`,
  );
  const existing = Number(state?.n ?? 0);
  const total = options.orders - existing;
  if (total <= 0) {
    log(`orders: already ${existing} (target ${options.orders})`);
    return;
  }
  const afterId = Number(state?.max_id ?? 0);
  const [catalogue] = await query<{ products: number; shipping: number }>(
    db,
    sql`select (select count(*)::int from products where active) as products, (select count(*)::int from shipping_methods) as shipping`,
  );
  if (!catalogue?.products || !catalogue.shipping)
    throw new Error('generated orders need products and shipping methods: load the demo data first');
  log(`generating ${total} orders (${existing} present)`);
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1].map(String);
  const lastNumbers: Record<string, number> = {};
  for (const year of years) lastNumbers[year] = await lastOrderNumber(db, year);

  await db.transaction(async (tx) => {
    const customerCount = await ensureCustomers(tx, Math.max(20, Math.ceil(total / 50)));
    const i = sql`g.i`;
    const si = sql`st.i`;
    // Older orders first: created_at rises with i, over the last 365 days.
    await tx.execute(sql`
      with params as (select now() as now, ${total}::int as n),
      cust as (
        select c.*, row_number() over (order by c.id) - 1 as k from customers c
        where c.email like 'generated-%@firma.example'),
      ship as (select s.*, row_number() over (order by s.id) - 1 as k, count(*) over () as cnt from shipping_methods s),
      wh as (select w.* from warehouses w order by w.sort, w.id limit 1),
      g as (
        select i, p.now - ((p.n - i)::float / p.n) * interval '365 days' - ${pick(sql`i`, 'm', 3600)} * interval '1 second' as created_at,
          ((p.n - i)::float / p.n) * 365 as age
        from params p, generate_series(1, ${total}) i),
      chosen as (
        select g.i, g.created_at, g.age, c.id as customer_id, c.email, c.first_name, c.last_name, c.phone,
          c.company_name, c.company_id, c.vat_registration_id, c.ext_vat_registration_id,
          s.id as shipping_id, s.name as shipping_name, s.price_cents as shipping_price, s.vat_rate as shipping_vat,
          s.pick_up, s.is_packeta,
          (select po from payment_options po
            where (s.pick_up and po.allow_for_store) or (not s.pick_up and po.allow_for_shipping)
            order by po.id offset ${pick(i, 'y', 2)} limit 1) as pay,
          ${pick(i, 'x', 100)} as roll
        from g
        join cust c on c.k = ${pick(i, 'c', customerCount)}
        join ship s on s.k = ${pick(i, 's', sql`(select max(cnt) from ship)`)}),
      statused as (
        select ch.*, case
          when ch.age < 1 then case when ch.roll < 70 then 'new' else 'processing' end
          when ch.age < 3 then case when ch.roll < 10 then 'new' when ch.roll < 50 then 'processing'
            when ch.roll < 90 then case when ch.pick_up then 'ready_for_pickup' else 'shipped' end else 'cancelled' end
          when ch.age < 10 then case when ch.roll < 5 then 'processing'
            when ch.roll < 45 then case when ch.pick_up then 'ready_for_pickup' else 'shipped' end
            when ch.roll < 95 then 'delivered' else 'cancelled' end
          else case when ch.roll < 93 then 'delivered' when ch.roll < 98 then 'cancelled' else 'returned' end
          end as status,
          to_char(ch.created_at at time zone 'Europe/Bratislava', 'YYYY') as year
        from chosen ch)
      insert into orders (number, customer_id, status, created_at, shipping_method_id, shipping_name,
        shipping_price_cents, shipping_vat_rate, pick_up, sale_point_name, sale_point_address,
        packeta_point_id, packeta_point_name, packeta_point_address, payment_option_id, payment_name,
        payment_kind, payment_price_cents, payment_vat_rate, note, invoice_address, delivery_address,
        company_snapshot, products_exc_vat_cents, total_exc_vat_cents, total_vat_cents, total_inc_vat_cents,
        carrier, tracking_number, cancel_reason)
      select
        st.year || lpad((coalesce((${JSON.stringify(lastNumbers)}::jsonb ->> st.year)::int, 0)
          + row_number() over (partition by st.year order by st.created_at, st.i))::text, 6, '0'),
        st.customer_id, st.status, st.created_at, st.shipping_id, st.shipping_name, st.shipping_price, st.shipping_vat,
        st.pick_up,
        case when st.pick_up then (select name from wh) end,
        case when st.pick_up then (select address from wh) end,
        case when st.is_packeta then (10000 + ${pick(si, 'k', 5000)})::text end,
        case when st.is_packeta then 'Z-BOX ' || (${textArray(PLACES)})[1 + ${pick(si, 'z', PLACES.length)}] end,
        case when st.is_packeta then 'Hlavná ' || (1 + ${pick(si, 'h', 90)}) end,
        (st.pay).id, (st.pay).name, (st.pay).kind, (st.pay).price_cents, (st.pay).vat_rate,
        case when st.roll % 17 = 0 then 'Prosím doručiť dopoludnia.' else '' end,
        jsonb_build_object('firstName', st.first_name, 'lastName', st.last_name, 'street', 'Hlavná ' || (st.i % 120 + 1),
          'city', 'Košice', 'zip', '040 01', 'phone', st.phone, 'email', st.email),
        jsonb_build_object('firstName', st.first_name, 'lastName', st.last_name, 'street', 'Hlavná ' || (st.i % 120 + 1),
          'city', 'Košice', 'zip', '040 01', 'phone', st.phone),
        jsonb_build_object('companyName', st.company_name, 'companyId', st.company_id,
          'vatRegistrationId', st.vat_registration_id, 'extVatRegistrationId', st.ext_vat_registration_id),
        0, 0, 0, 0,
        case when st.status in ('shipped', 'delivered', 'returned') and not st.pick_up then 'sps' end,
        case when st.status in ('shipped', 'delivered', 'returned') and not st.pick_up
          then '703030' || lpad(st.i::text, 8, '0') end,
        case when st.status = 'cancelled' then 'Zákazník objednávku zrušil.' end
      from statused st`);
    log(`  orders inserted (${Math.round((Date.now() - started) / 1000)} s)`);

    await tx.execute(sql`
      with prods as (select array_agg(id order by id) as ids from products where active),
      wanted as (
        select o.id as order_id, k, (select ids from prods)[1 + ${pick(sql`o.id || ':' || k`, 'p', sql`cardinality((select ids from prods))`)}] as product_id,
          1 + ${pick(sql`o.id || ':' || k`, 'q', 5)} as quantity
        from orders o, generate_series(1, 1 + ${pick(sql`o.id`, 'n', 4)}) k
        where o.id > ${afterId})
      insert into order_lines (order_id, product_id, code, name, slug, image, quantity, unit_of_measure,
        base_price_cents, discount_bp, unit_price_exc_vat_cents, vat_rate, line_total_exc_vat_cents, line_vat_cents, sort)
      select w.order_id, p.id, p.code, p.name, p.slug, null, w.quantity, p.unit_of_measure,
        p.price_cents, 0, p.price_cents, p.vat_rate, p.price_cents * w.quantity,
        round(p.price_cents * w.quantity * p.vat_rate / 100.0)::int, w.k - 1
      from wanted w join products p on p.id = w.product_id`);
    log(`  lines inserted (${Math.round((Date.now() - started) / 1000)} s)`);

    // Totals from the lines and fees, VAT rounded per rate (modules/pricing: vatBreakdown).
    await tx.execute(sql`
      with bases as (
        select order_id, rate, sum(base) as base from (
          select order_id, vat_rate as rate, line_total_exc_vat_cents as base from order_lines where order_id > ${afterId}
          union all select id, shipping_vat_rate, shipping_price_cents from orders where id > ${afterId}
          union all select id, payment_vat_rate, payment_price_cents from orders where id > ${afterId}) parts
        group by order_id, rate),
      sums as (
        select order_id, sum(base)::int as exc, sum(round(base * rate / 100.0))::int as vat from bases group by order_id),
      products as (
        select order_id, sum(line_total_exc_vat_cents)::int as p from order_lines where order_id > ${afterId} group by order_id)
      update orders o set products_exc_vat_cents = pr.p, total_exc_vat_cents = s.exc, total_vat_cents = s.vat,
        total_inc_vat_cents = s.exc + s.vat
      from sums s join products pr using (order_id)
      where o.id = s.order_id`);

    const lastInvoices = await query<{ name: string; value: number }>(
      tx,
      sql`select name, value from counters where name like 'invoice:%'`,
    );
    const invoiceCounters = Object.fromEntries(lastInvoices.map((r) => [r.name.slice('invoice:'.length), r.value]));
    await tx.execute(sql`
      with issued as (
        select o.*, o.created_at + interval '1 day' as issued_at,
          to_char((o.created_at + interval '1 day') at time zone 'Europe/Bratislava', 'YYYY') as year,
          ${pick(sql`o.id`, 'i', 100)} as roll
        from orders o
        where o.id > ${afterId} and o.status in ('shipped', 'delivered', 'returned', 'ready_for_pickup')),
      numbered as (
        select i.*, coalesce((${JSON.stringify(invoiceCounters)}::jsonb ->> i.year)::int, 0)
          + row_number() over (partition by i.year order by i.issued_at, i.id) as seq
        from issued i)
      insert into invoices (number, order_id, customer_id, varsymbol, issued_at, due_at, total_cents, paid_cents)
      select 'FA' || n.year || lpad(n.seq::text, 6, '0'), n.id, n.customer_id, n.number, n.issued_at,
        n.issued_at + interval '14 days', n.total_inc_vat_cents,
        case when n.roll < 80 then n.total_inc_vat_cents when n.roll < 88 then n.total_inc_vat_cents / 2 else 0 end
      from numbered n`);
    // Invoice numbers stay gapless: each year's counter continues after the last one made here.
    await tx.execute(sql`
      insert into counters (name, value)
      select 'invoice:' || substr(number, 3, 4), max(substr(number, 7)::int) from invoices
      where number ~ '^FA[0-9]{10}$' group by substr(number, 3, 4)
      on conflict (name) do update set value = greatest(counters.value, excluded.value)`);
    log(`  invoices issued (${Math.round((Date.now() - started) / 1000)} s)`);
  });

  // New orders continue each year's number sequence.
  const maxima = await query<{ year: string; last: number }>(
    db,
    sql`select left(number, 4) as year, max(right(number, 6)::int) as last from orders where id > ${afterId} group by 1`,
  );
  for (const { year, last } of maxima)
    await continueOrderNumbers(db, year, Math.max(Number(last), lastNumbers[year] ?? 0));
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_lines`);
  await db.execute(sql`vacuum analyze invoices`);
  log(`big order history: ${total} orders added in ${Math.round((Date.now() - started) / 100) / 10} s`);
}
