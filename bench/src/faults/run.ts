/**
 * `npm run test:faults`: order placement under faults, then invariants checked in SQL.
 *
 *  1. kill -9 of the server every few seconds while customers place orders whose clients retry
 *     with the same Idempotency-Key (a supervisor restarts the server each time);
 *  2. PostgreSQL stopped and started again under load: 503 in the envelope while it is down,
 *     recovery without a server restart;
 *  3. SIGTERM under load: requests in flight (some held in a row lock in PostgreSQL) finish;
 *  then the mail outbox drains and the invariants are printed as a table.
 *
 * Runs on a throwaway PostgreSQL cluster (own temp folder and loopback port; as root through
 * runuser) and on PGlite; without PostgreSQL binaries the PostgreSQL part is skipped with a message.
 *
 * Options: --short (CI, < 60 s on an idle machine: PostgreSQL only, or PGlite without PostgreSQL;
 * also FAULTS_SHORT=1), --db postgres,pglite, --clients N, --kills N, --keep (leave the temp
 * folders and server logs), --write (figures to BENCHMARKS.md, which the long form always does).
 * FAULTS_SERVER_LOG_LEVEL=debug logs every request in the kept server log. Exit code 1 when an
 * invariant fails.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCHMARKS_HEADER } from '../benchmarks-file.ts';
import { OrderClient, Recorder } from './client.ts';
import { createFixture } from './fixture.ts';
import { checkInvariants, type Invariant } from './invariants.ts';
import { createDatabase, createPgCluster, type PgCluster, pgUnavailableReason } from './pg-cluster.ts';
import { type DbKind, openSql } from './sql.ts';
import { Supervisor } from './supervisor.ts';
import { between, call, freePort, sleep, table } from './util.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: process.env.FAULTS_SHORT === '1' },
    db: { type: 'string' },
    clients: { type: 'string' },
    kills: { type: 'string' },
    keep: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});

interface Plan {
  /** Customers placing orders at once on PostgreSQL; PGlite (one request at a time) gets half. */
  clients: number;
  /** kill -9 this many times, each `killEvery` ms after the server is healthy again (at most `killCapMs`). */
  kills: number;
  killEvery: [number, number];
  killCapMs: number;
  /** PostgreSQL restarts: normal load for `afterMs`, then down for `downMs`. */
  pgRestarts: { mode: 'fast' | 'immediate'; afterMs: number; downMs: number }[];
  /** Wait for the outbox leases of killed processes to run out (60 s) instead of expiring them. */
  realLeases: boolean;
}

const short = values.short;
const plan: Plan = short
  ? {
      clients: Number(values.clients ?? 6),
      kills: Number(values.kills ?? 3),
      killEvery: [1_000, 2_000],
      killCapMs: 30_000,
      pgRestarts: [{ mode: 'fast', afterMs: 1_000, downMs: 2_000 }],
      realLeases: false,
    }
  : {
      clients: Number(values.clients ?? 12),
      kills: Number(values.kills ?? 15),
      killEvery: [2_000, 5_000],
      killCapMs: 360_000,
      pgRestarts: [
        { mode: 'fast', afterMs: 3_000, downMs: 4_000 },
        { mode: 'immediate', afterMs: 5_000, downMs: 4_000 },
      ],
      realLeases: true,
    };
// The short form runs on PostgreSQL only (PGlite when there is no PostgreSQL), to stay under a minute.
const pgMissing = pgUnavailableReason();
const dbs = (values.db ?? (short ? (pgMissing ? 'pglite' : 'postgres') : 'postgres,pglite'))
  .split(',')
  .filter((d): d is DbKind => d === 'postgres' || d === 'pglite');

interface Figures {
  db: DbKind;
  seconds: number;
  orders: number;
  kills: number;
  startMs: number[];
  orderRetries: number;
  stepRetries: number;
  replays: number;
  connectionErrors: number;
  status503: number;
  pgRestarts: { mode: string; downMs: number; replies: number; non503: number; recoveryMs: number }[];
  sigterm?: {
    inFlight: number;
    answered: number;
    cut: number;
    cutNew: number;
    cutOrders: number;
    cutButCommitted: number;
    held: number;
    heldOk: number;
    code: number | null;
    ms: number;
    afterOk: number;
    after503: number;
    afterRefused: number;
  };
  mailDrainMs: number;
  leasesExpired: number;
  resentMails: number;
}

/** Undone on Ctrl-C or a crash of the suite too: the PostgreSQL cluster outlives us otherwise. */
const cleanups = new Set<() => void>();
const cleanUp = () => {
  for (const undo of cleanups) {
    try {
      undo();
    } catch {}
  }
  cleanups.clear();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
process.on('uncaughtException', (err) => {
  console.error(err);
  cleanUp();
  process.exit(1);
});

const log = (msg: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sessionSecret = randomBytes(32).toString('hex');

const pgliteClients = Math.max(2, Math.ceil(plan.clients / 2));

async function runOn(
  kind: DbKind,
  cluster: PgCluster | undefined,
): Promise<{ figures: Figures; invariants: Invariant[] }> {
  const started = Date.now();
  const clientCount = kind === 'pglite' ? pgliteClients : plan.clients;
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-faults-${kind}-`));
  const dataDir = path.join(dir, 'data');
  const mailDir = path.join(dataDir, 'mail');
  const dbUrl = cluster ? await createDatabase(cluster.url, 'shop_faults') : undefined;
  const sqlTarget = dbUrl ?? path.join(dataDir, 'db');
  const port = await freePort();
  const server = new Supervisor(
    {
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      REGISTRATION_APPROVAL: 'auto',
      ...(process.env.FAULTS_SERVER_LOG_LEVEL ? { LOG_LEVEL: process.env.FAULTS_SERVER_LOG_LEVEL } : {}),
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    },
    port,
    path.join(dir, 'server.log'),
  );
  const undo = () => {
    server.close();
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(undo);
  log(`${kind}: data in ${dir}, server on 127.0.0.1:${port}`);
  let stopping = false;
  let giveUpAt = Number.POSITIVE_INFINITY;
  try {
    // The first start migrates the empty database. The fixture goes in next to the running server
    // on PostgreSQL (nothing is cached yet), with the server stopped on PGlite (single-process).
    await server.start();
    if (kind === 'pglite') await server.sigterm();
    const fixtureDb = await openSql(kind, sqlTarget);
    const fixture = await createFixture(fixtureDb, clientCount, sessionSecret);
    await fixtureDb.close();
    if (kind === 'pglite') await server.start();

    const recorder = new Recorder();
    const clients = fixture.customers.map((c) => new OrderClient(c, fixture, port, recorder));
    const load = Promise.all(
      clients.map((c) =>
        c.run(
          () => stopping,
          () => giveUpAt,
        ),
      ),
    );
    let probing = true;
    const prober = (async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (probing) {
        await recorder.track(0, 'health', (onSent) =>
          call(agent, port, 'GET', '/admin/v1/health', {}, undefined, { onSent, timeoutMs: 5000 }),
        );
        await sleep(100);
      }
      agent.destroy();
    })();

    // 1. kill -9 every few seconds under load.
    log(
      `${kind}: ${clientCount} clients placing orders, ${plan.kills} × kill -9, each ${plan.killEvery.join('–')} ms after the restart`,
    );
    const killUntil = Date.now() + plan.killCapMs;
    let kills = 0;
    while (kills < plan.kills && Date.now() < killUntil) {
      await sleep(between(...plan.killEvery));
      await server.kill9();
      kills++;
      await server.start();
    }
    log(
      `${kind}: ${kills} kills, ${recorder.events.filter((e) => e.path === 'order' && e.status === 200).length} order replies so far`,
    );

    // 2. PostgreSQL down and up again under load.
    const pgRestarts: Figures['pgRestarts'] = [];
    if (cluster) {
      for (const restart of plan.pgRestarts) {
        await sleep(restart.afterMs);
        const startsBefore = server.starts;
        await cluster.stop(restart.mode);
        const downAt = Date.now();
        log(`${kind}: PostgreSQL stopped (${restart.mode}), down for ${restart.downMs} ms`);
        await sleep(restart.downMs);
        const upFrom = Date.now();
        await cluster.start();
        const upAt = Date.now();
        // Recovery: the first call that reached the database after it accepted connections again.
        let recoveryMs = -1;
        while (Date.now() - upAt < 30_000) {
          const ok = recorder.events.find((e) => e.started >= upAt && e.status === 200);
          if (ok) {
            recoveryMs = ok.t - upAt;
            break;
          }
          await sleep(20);
        }
        // Calls made and answered entirely while it was down must all be 503 (not 500, not cut).
        const during = recorder.events.filter((e) => e.started >= downAt && e.t <= upFrom);
        const non503 = during.filter((e) => e.status !== 503);
        for (const e of non503.slice(0, 5)) log(`  while down: ${e.path} → ${e.status || e.error}`);
        if (server.starts !== startsBefore || !server.running)
          throw new Error('the server died during the PostgreSQL restart');
        pgRestarts.push({
          mode: restart.mode,
          downMs: upAt - downAt,
          replies: during.length,
          non503: non503.length,
          recoveryMs,
        });
        log(
          `${kind}: PostgreSQL back after ${upAt - downAt} ms; ${during.length} calls while down (${non503.length} not 503); first 200 after ${recoveryMs} ms`,
        );
      }
    }

    // 3. SIGTERM under load: what is in flight finishes. On PostgreSQL two customers' baskets are
    //    locked first, so their calls are certainly inside the server (waiting on the lock) when
    //    the signal comes; the lock is released 1.5 s after it.
    await sleep(1_000);
    const heldCustomers = new Set(clients.slice(0, 2).map((c) => c.customer.id));
    let locker: pg.Client | undefined;
    if (dbUrl) {
      locker = new pg.Client({ connectionString: dbUrl });
      await locker.connect();
      await locker.query('begin');
      await locker.query('select id from baskets where customer_id = any($1::int[]) for update', [[...heldCustomers]]);
      await sleep(800);
    }
    const signalAt = Date.now();
    const inFlight = [...recorder.inFlight.values()].filter((f) => f.sent && f.path !== 'health');
    for (const f of inFlight) recorder.watched.set(f.id, null);
    const held = locker ? inFlight.filter((f) => heldCustomers.has(f.customerId) && signalAt - f.started >= 500) : [];
    const terminated = server.sigterm();
    if (locker) {
      await sleep(1_500);
      if (!server.running) log(`${kind}: the server exited while requests were held in the lock`);
      await locker.query('commit');
      await locker.end();
    }
    const term = await terminated;
    const exitedAt = Date.now();
    for (let i = 0; i < 100 && [...recorder.watched.values()].some((o) => o === null); i++) await sleep(20);
    const outcomes = inFlight.map((f) => ({ f, o: recorder.watched.get(f.id) ?? null }));
    const answered = outcomes.filter(({ o }) => o?.ok);
    const cut = outcomes.filter(({ o }) => !o?.ok);
    const cutNew = cut.filter(({ o }) => o && !o.ok && !o.reused).length;
    for (const { f, o } of cut.slice(0, 5))
      log(
        `  cut at SIGTERM: ${f.path} (in flight ${signalAt - f.started} ms) → ${o && !o.ok ? `${o.error}${o.reused ? '' : ' (new connection)'}` : 'pending'}`,
      );
    const heldOk = held.filter((f) => {
      const o = recorder.watched.get(f.id);
      return o?.ok && o.reply.status === 200;
    }).length;
    const afterSignal = recorder.events.filter((e) => e.started > signalAt && e.t <= exitedAt);

    // A process killed after claiming mails holds them for the outbox lease (60 s). The long form
    // waits that out at the end; the short form expires those leases now, while no server runs,
    // and the next orders' flushes send them.
    let leasesExpired = 0;
    const afterStop = await openSql(kind, sqlTarget);
    if (!plan.realLeases) {
      leasesExpired = (
        await afterStop.query('update mail_outbox set locked_until = null where sent_at is null returning id')
      ).length;
    }
    // An order call cut at SIGTERM whose order the stopping server nevertheless committed is an
    // in-flight request that did not finish (its reply was lost); one without an order yet was
    // never read by the server, and the client's retry with the same key places it.
    const cutKeys = cut.flatMap(({ f }) => (f.key ? [f.key] : []));
    const cutButCommitted = cutKeys.length
      ? (
          await afterStop.query<{ key: string }>(
            'select k.key from idempotency_keys k join orders o on o.id = k.order_id where k.key = any($1::text[])',
            [cutKeys],
          )
        ).length
      : 0;
    await afterStop.close();
    const sigterm = {
      inFlight: inFlight.length,
      answered: answered.length,
      cut: cut.length,
      cutNew,
      cutOrders: cutKeys.length,
      cutButCommitted,
      held: held.length,
      heldOk,
      code: term.code,
      ms: term.ms,
      afterOk: afterSignal.filter((e) => e.status === 200).length,
      after503: afterSignal.filter((e) => e.status === 503).length,
      afterRefused: afterSignal.filter((e) => e.status === 0).length,
    };
    log(
      `${kind}: SIGTERM: exit ${term.code} after ${term.ms} ms; ${answered.length}/${inFlight.length} in-flight calls answered` +
        (locker ? `, ${heldOk}/${held.length} held in the lock answered 200` : ''),
    );
    await server.start();
    await sleep(1_000);

    // Stop the load: every client settles the key it is on.
    stopping = true;
    giveUpAt = Date.now() + 60_000;
    await load;
    probing = false;
    await prober;
    for (const c of clients) c.close();
    const orders = clients.reduce((s, c) => s + c.orders.size, 0);

    // Drain the outbox: two mails per order, one .eml file each.
    const drainStart = Date.now();
    const emlCount = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0);
    const drainDeadline = Date.now() + (plan.realLeases ? 120_000 : 30_000);
    while (emlCount() < 2 * orders && Date.now() < drainDeadline) await sleep(100);
    const mailDrainMs = Date.now() - drainStart;
    await sleep(300);
    await server.sigterm();

    const db = await openSql(kind, sqlTarget);
    const invariants = await checkInvariants(db, fixture, clients, recorder, mailDir);
    const resentMails = (await db.query('select id from mail_outbox where attempts > 1')).length;
    await db.close();
    for (const b of recorder.badBodies.slice(0, 3)) log(`  bad error reply: ${b.status} ${b.path}: ${b.body}`);

    invariants.push(
      ...pgRestarts.map((r, i) => ({
        name: `PostgreSQL restart ${i + 1} (${r.mode}): replies while down that were not 503`,
        expected: '0',
        actual: String(r.non503),
        ok: r.non503 === 0,
      })),
      ...pgRestarts.map((r, i) => ({
        name: `PostgreSQL restart ${i + 1}: API answers 200 again by itself (ms)`,
        expected: '< 10000',
        actual: String(r.recoveryMs),
        ok: r.recoveryMs >= 0 && r.recoveryMs < 10_000,
      })),
      {
        name: 'SIGTERM: cut order calls whose order the stopping server committed',
        expected: '0',
        actual: `${sigterm.cutButCommitted} of ${sigterm.cutOrders} cut`,
        ok: sigterm.cutButCommitted === 0,
      },
      ...(locker
        ? [
            {
              name: 'SIGTERM: calls held in a row lock answered 200 after it',
              expected: `${held.length} (> 0)`,
              actual: String(heldOk),
              ok: held.length > 0 && heldOk === held.length,
            },
          ]
        : []),
      { name: 'SIGTERM: exit code', expected: '0', actual: String(term.code), ok: term.code === 0 },
    );
    const figures: Figures = {
      db: kind,
      seconds: Math.round((Date.now() - started) / 1000),
      orders,
      kills,
      startMs: server.startMs,
      orderRetries: clients.reduce((s, c) => s + c.orderRetries, 0),
      stepRetries: clients.reduce((s, c) => s + c.stepRetries, 0),
      replays: clients.reduce((s, c) => s + c.replays, 0),
      connectionErrors: recorder.events.filter((e) => e.status === 0).length,
      status503: recorder.events.filter((e) => e.status === 503).length,
      pgRestarts,
      sigterm,
      mailDrainMs,
      leasesExpired,
      resentMails,
    };
    return { figures, invariants };
  } finally {
    stopping = true;
    giveUpAt = 0;
    cleanups.delete(undo);
    undo();
    if (values.keep) log(`${kind}: kept ${dir}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function figureRows(f: Figures): [string, string][] {
  const rows: [string, string][] = [
    ['duration (s)', String(f.seconds)],
    ['orders placed (200 replies, one per key)', String(f.orders)],
    ['kill -9 of the server', String(f.kills)],
    ['server start to healthy, median / max (ms)', `${median(f.startMs)} / ${Math.max(...f.startMs)}`],
    ['order calls retried with the same key', String(f.orderRetries)],
    ['basket calls retried', String(f.stepRetries)],
    ['settled keys replayed (same order answered)', String(f.replays)],
    ['calls cut (connection refused/reset)', String(f.connectionErrors)],
    ['503 replies seen', String(f.status503)],
  ];
  for (const [i, r] of f.pgRestarts.entries()) {
    rows.push([
      `PostgreSQL restart ${i + 1} (${r.mode}, down ${r.downMs} ms): calls while down / recovery after start (ms)`,
      `${r.replies} all 503: ${r.non503 === 0 ? 'yes' : `no (${r.non503})`} / ${r.recoveryMs}`,
    ]);
  }
  if (f.sigterm) {
    const s = f.sigterm;
    rows.push([
      'SIGTERM under load: in-flight calls answered / held in a lock answered 200 / exit / shutdown ms',
      `${s.answered}/${s.inFlight} / ${s.held ? `${s.heldOk}/${s.held}` : 'n/a'} / ${s.code} / ${s.ms}`,
    ]);
    rows.push([
      'SIGTERM: in-flight calls reset instead of answered (on new connections not yet accepted; retried)',
      `${s.cut} (${s.cutNew}; ${s.cutOrders} order calls, ${s.cutButCommitted} of them committed)`,
    ]);
    rows.push([
      'calls started after SIGTERM, before exit: 200 / 503 / refused',
      `${s.afterOk} / ${s.after503} / ${s.afterRefused}`,
    ]);
  }
  rows.push([
    'mail outbox drained after the load (ms)',
    `${f.mailDrainMs}${f.leasesExpired ? ` (${f.leasesExpired} leases of killed processes expired by the test)` : ''}`,
  ]);
  rows.push(['mails claimed more than once (crash after claim; same file rewritten)', String(f.resentMails)]);
  return rows;
}

// ---- main
const started = Date.now();
console.log(
  `Fault suite (${short ? 'short' : 'long'} form): ${plan.clients} clients (PGlite ${pgliteClients}), ${plan.kills} × kill -9, ` +
    `${plan.pgRestarts.length} PostgreSQL restart(s), SIGTERM under load; databases: ${dbs.join(', ')}`,
);
const results: { kind: DbKind; figures: Figures; invariants: Invariant[] }[] = [];
const skipped: string[] = [];
let failed = false;
for (const kind of dbs) {
  let cluster: PgCluster | undefined;
  if (kind === 'postgres') {
    if (pgMissing) {
      const msg = `PostgreSQL part skipped: ${pgMissing}`;
      console.log(`\n!! ${msg}`);
      skipped.push(msg);
      continue;
    }
    cluster = await createPgCluster(log);
    cleanups.add(cluster.destroy);
  }
  try {
    const result = await runOn(kind, cluster);
    results.push({ kind, ...result });
    console.log(`\n== Invariants on ${kind}\n`);
    console.log(
      table(
        ['invariant', 'expected', 'actual', 'ok'],
        result.invariants.map((i) => [i.name, i.expected, i.actual, i.ok ? '✓' : '✗']),
      ),
    );
    console.log(`\n== Figures on ${kind}\n`);
    console.log(table(['figure', 'value'], figureRows(result.figures)));
    if (result.invariants.some((i) => !i.ok)) failed = true;
  } catch (err) {
    failed = true;
    console.error(`\n✗ ${kind}: the run failed: ${(err as Error).stack ?? err}`);
  } finally {
    if (cluster) {
      cleanups.delete(cluster.destroy);
      cluster.destroy();
    }
  }
}
const seconds = Math.round((Date.now() - started) / 1000);

if ((!short || values.write) && results.length > 0) writeBenchmarks(seconds);
console.log(
  `\n${failed ? '✗ fault suite FAILED' : '✓ fault suite passed'} in ${seconds} s${skipped.length ? ` (${skipped.join('; ')})` : ''}`,
);
process.exit(failed ? 1 : 0);

/** Replaces the "## Faults" section of BENCHMARKS.md (other sections belong to other scripts). */
function writeBenchmarks(totalSeconds: number) {
  const file = path.join(root, 'BENCHMARKS.md');
  // The same header `npm run bench` (bench/src/run.ts) writes, so either script can create the file.
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : BENCHMARKS_HEADER;
  const date = new Date().toISOString().slice(0, 10);
  const parts = [
    `## Faults\n`,
    `Run ${date}: \`npm run test:faults${short ? ' -- --short' : ''}\` (${totalSeconds} s) on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. ` +
      `${plan.clients} customers (${pgliteClients} on PGlite) place orders in a loop (basket, then \`POST /basket/order\` with a fresh Idempotency-Key; a cut connection or 5xx is retried with the same key) ` +
      `while the server is killed with SIGKILL ${plan.kills} times, ${plan.killEvery.map((ms) => ms / 1000).join('–')} s after each restart, ` +
      `PostgreSQL is stopped and started again, and the server gets SIGTERM under load. Invariants are checked in SQL afterwards (\`bench/src/faults/\`). ` +
      `Result: ${failed ? '**FAILED** (see the ✗ rows)' : 'every invariant held'}.\n`,
  ];
  for (const r of results) {
    parts.push(`### ${r.kind}\n`);
    parts.push(`${table(['figure', 'value'], figureRows(r.figures))}\n`);
    parts.push(
      `${table(
        ['invariant', 'expected', 'actual', 'ok'],
        r.invariants.map((i) => [i.name, i.expected, i.actual, i.ok ? '✓' : '✗']),
      )}\n`,
    );
  }
  for (const s of skipped) parts.push(`${s}\n`);
  const section = parts.join('\n');
  const start = existing.search(/^## Faults\s*$/m);
  let next: string;
  if (start === -1) next = `${existing.trimEnd()}\n\n${section}`;
  else {
    const rest = existing.slice(start + 1);
    const end = rest.search(/^## /m);
    next = existing.slice(0, start) + section + (end === -1 ? '' : `\n${rest.slice(end)}`);
  }
  writeFileSync(file, `${next.trimEnd()}\n`);
  console.log(`figures written to ${file} (section "## Faults")`);
}
