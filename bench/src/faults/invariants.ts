import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderClient, Recorder } from './client.ts';
import { type Fixture, INITIAL_STOCK } from './fixture.ts';
import type { Sql } from './sql.ts';

export interface Invariant {
  name: string;
  expected: string;
  actual: string;
  ok: boolean;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The checks after a run, in SQL on the database the server used, plus the mail folder and what
 * the clients were told. Each answers a number that must equal its expectation.
 */
export async function checkInvariants(
  db: Sql,
  fixture: Fixture,
  clients: OrderClient[],
  recorder: Recorder,
  mailDir: string,
): Promise<Invariant[]> {
  const out: Invariant[] = [];
  const expect = (name: string, expected: number, actual: number, expectedText = String(expected)) =>
    out.push({ name, expected: expectedText, actual: String(actual), ok: actual === expected });
  const count = async (text: string, params: unknown[] = []) =>
    num((await db.query<{ n: unknown }>(text, params))[0]?.n);

  // What the clients were told: one order per key that answered 200.
  const replied = clients.flatMap((c) =>
    [...c.orders].map(([key, order]) => ({ customerId: c.customer.id, key, order })),
  );
  const orderCount = await count('select count(*) as n from orders');
  expect('orders in SQL = distinct 200 replies to order calls', replied.length, orderCount);

  const maxPerKey = await count(
    'select coalesce(max(n), 0) as n from (select count(distinct order_id) as n from idempotency_keys group by customer_id, key) x',
  );
  out.push({
    name: 'orders per Idempotency-Key (max)',
    expected: '≤ 1',
    actual: String(maxPerKey),
    ok: maxPerKey <= 1,
  });
  expect(
    'orders named by more than one key',
    0,
    await count(
      'select count(*) as n from (select order_id from idempotency_keys where order_id is not null group by order_id having count(*) > 1) x',
    ),
  );
  expect(
    'orders without their Idempotency-Key',
    0,
    await count(
      'select count(*) as n from orders o where not exists (select 1 from idempotency_keys k where k.order_id = o.id)',
    ),
  );
  expect(
    'keys claimed without an order',
    0,
    await count('select count(*) as n from idempotency_keys where order_id is null'),
  );

  const keyRows = await db.query<{ customer_id: number; key: string; order_id: number; number: string }>(
    'select k.customer_id, k.key, k.order_id, o.number from idempotency_keys k join orders o on o.id = k.order_id',
  );
  const byKey = new Map(keyRows.map((r) => [`${r.customer_id}:${r.key}`, r]));
  expect(
    '200 replies naming another order than SQL has for the key',
    0,
    replied.filter((r) => {
      const row = byKey.get(`${r.customerId}:${r.key}`);
      return !row || num(row.order_id) !== r.order.id || row.number !== r.order.number;
    }).length,
  );
  expect(
    'replays of a settled key answering another order',
    0,
    clients.reduce((s, c) => s + c.replayMismatches, 0),
  );
  const perCustomer = await db.query<{ customer_id: number; n: unknown }>(
    'select customer_id, count(*) as n from orders group by customer_id',
  );
  const sqlPerCustomer = new Map(perCustomer.map((r) => [num(r.customer_id), num(r.n)]));
  expect(
    'clients whose order count in SQL ≠ their 200 replies',
    0,
    clients.filter((c) => (sqlPerCustomer.get(c.customer.id) ?? 0) !== c.orders.size).length,
  );
  expect(
    'order calls refused with a 4xx',
    0,
    clients.reduce((s, c) => s + c.refused.length, 0),
  );
  expect(
    'keys left without a definitive answer',
    0,
    clients.reduce((s, c) => s + c.unsettled.length, 0),
  );

  expect(
    'orders without lines',
    0,
    await count(
      'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
    ),
  );
  expect(
    'orders whose lines ≠ the 2 basket products',
    0,
    await count(
      `select count(*) as n from orders o
       where (select count(distinct l.product_id) from order_lines l where l.order_id = o.id and l.product_id is not null) <> 2`,
    ),
  );
  expect(
    'orders whose lines do not add up to their products total',
    0,
    await count(
      `select count(*) as n from orders o
       where o.products_exc_vat_cents <> (select coalesce(sum(l.line_total_exc_vat_cents), 0) from order_lines l where l.order_id = o.id)`,
    ),
  );
  const stock = await db.query<{ id: number; stock: number; sold: unknown }>(
    `select p.id, p.stock, (select coalesce(sum(l.quantity), 0) from order_lines l where l.product_id = p.id) as sold
     from products p where p.id = any($1::int[]) order by p.id`,
    [fixture.productIds],
  );
  const sold = stock.reduce((s, r) => s + num(r.sold), 0);
  expect(
    `products where stock + sold ≠ initial stock (${sold} sold)`,
    0,
    stock.filter((r) => num(r.stock) + num(r.sold) !== INITIAL_STOCK).length,
  );
  const numbers = (await db.query<{ number: string }>('select number from orders')).map((r) => Number(r.number));
  // Order numbers come from a sequence (apps/server/src/db/order-numbers.ts): an order cut after
  // taking its number leaves a gap, which is allowed; a number used twice is not.
  const distinct = new Set(numbers).size;
  const gaps = numbers.length === 0 ? 0 : Math.max(...numbers) - Math.min(...numbers) + 1 - distinct;
  expect(`order numbers used twice (${gaps} left unused by cut orders)`, 0, numbers.length - distinct);

  // Mail: the outbox queues both mails in the order transaction (dedupe key per order), the
  // worker writes each row to DATA_DIR/mail/<id>.eml (a resend after a crash rewrites the same file).
  for (const [kind, label] of [
    ['order-confirmation', 'confirmation'],
    ['order-staff', 'staff'],
  ] as const) {
    expect(
      `orders without exactly one ${label} mail queued`,
      0,
      await count(
        `select count(*) as n from orders o
         where (select count(*) from mail_outbox m where m.dedupe_key = $1 || ':' || o.number) <> 1`,
        [kind],
      ),
    );
  }
  expect(
    'mails not sent after the drain',
    0,
    await count('select count(*) as n from mail_outbox where sent_at is null'),
  );
  const rows = await db.query<{ id: number; dedupe_key: string | null }>('select id, dedupe_key from mail_outbox');
  const files = readdirSync(mailDir, { withFileTypes: true }).filter((f) => f.isFile());
  const emlIds = new Set(files.filter((f) => /^\d+\.eml$/.test(f.name)).map((f) => Number.parseInt(f.name, 10)));
  const rowIds = new Set(rows.map((r) => num(r.id)));
  expect('sent mails without their .eml file', 0, [...rowIds].filter((id) => !emlIds.has(id)).length);
  expect(
    '.eml files without an outbox row (a mail sent twice under two ids)',
    0,
    [...emlIds].filter((id) => !rowIds.has(id)).length,
  );
  expect(
    'incomplete .eml files (cut mid-write)',
    0,
    [...emlIds].filter(
      (id) => !isCompleteMail(readFileSync(path.join(mailDir, `${String(id).padStart(8, '0')}.eml`), 'utf8'), id),
    ).length,
  );
  expect(
    'other files in the mail folder (temporary files left over)',
    0,
    files.filter((f) => !/^\d+\.eml$/.test(f.name)).length,
  );

  const fiveHundreds = recorder.events.filter((e) => e.status >= 500 && e.status !== 503).length;
  expect('5xx replies other than 503', 0, fiveHundreds);
  expect('error replies not in the envelope or leaking internals', 0, recorder.badBodies.length);
  return out;
}

/** Headers with the outbox Message-ID, and the closing boundary of the multipart body. */
function isCompleteMail(text: string, id: number): boolean {
  if (!text.includes(`Message-ID: <outbox-${id}@shop.local>`)) return false;
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(text)?.[1];
  if (!boundary) return text.trimEnd().length > 0;
  return text.trimEnd().endsWith(`--${boundary}--`);
}
