/**
 * `npm run bench`: load figures for the API on PGlite and PostgreSQL at several catalogue sizes,
 * written to BENCHMARKS.md. Options: --db pglite,postgres  --sizes 1000,100000  --seconds 5
 * --connections 1,10,50  --pg postgres://postgres@127.0.0.1:55432/postgres (admin URL; without
 * it PostgreSQL is skipped unless BENCH_PG_URL is set)  --only <scenario name part>[|<part>…]
 * --nginx (also two server processes behind nginx on PostgreSQL, at the largest size)
 * --orders 100000 (the order history the back office's order list pages through; 0: none, and
 * no staff scenarios) --read-cache off (the server keeps no catalogue reads, search results or
 * anonymous replies: the figures show what the database work costs). The varied scenarios
 * (varied.ts) come first: they are the headline; the repeated-URL ones follow.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCHMARKS_HEADER, withoutHeader } from './benchmarks-file.ts';
import { addToBasket, prepareCheckout, runPlaceOrderLoad, type Shopper, shopperFor } from './checkout-load.ts';
import { prepareCustomers, prepareStaffSession } from './customers.ts';
import { type LoadResult, namedIn, runLoad, type Scenario, WARMUP_SECONDS } from './load.ts';
import { startNginx } from './nginx.ts';
import {
  catalogScenarios,
  customerScenarios,
  forgetXsrf,
  sampleCatalog,
  sampleOrderList,
  staffOrderScenarios,
  xsrfHeaders,
} from './scenarios.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { sampleVaried, variedScenarios } from './varied.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    sizes: { type: 'string', default: '1000,100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,10,50' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? '' },
    only: { type: 'string', default: '' },
    nginx: { type: 'boolean', default: false },
    orders: { type: 'string', default: '100000' },
    'read-cache': { type: 'string', default: 'on' },
  },
});
const seconds = Number(values.seconds);
const connectionLevels = values.connections.split(',').map(Number);
const sizes = values.sizes.split(',').map(Number);
const dbs = values.db.split(',').filter((d) => d === 'pglite' || (d === 'postgres' && values.pg));
const maxConnections = Math.max(...connectionLevels);
const wanted = namedIn(values.only);
const orderCount = Number(values.orders);
const withStaff = orderCount > 0 && wanted('staff orders');

async function prepareDatabase(kind: string, size: number): Promise<Record<string, string>> {
  const seed = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      [
        path.join(root, 'apps/server/src/cli/shop.ts'),
        'seed',
        '--products',
        String(size),
        ...(withStaff ? ['--orders', String(orderCount)] : []),
      ],
      { env: { ...process.env, ...env }, stdio: 'inherit' },
    );
  if (kind === 'pglite') {
    const dataDir = path.join(os.tmpdir(), `shop-bench-${size}`);
    mkdirSync(dataDir, { recursive: true });
    seed({ DATA_DIR: dataDir });
    return { DATA_DIR: dataDir };
  }
  const name = `shop_bench_${size}`;
  const admin = new pg.Client({ connectionString: values.pg });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(values.pg);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(os.tmpdir(), 'shop-bench-pg') };
  seed(env);
  return env;
}

interface Row extends LoadResult {
  db: string;
  size: number;
  ratio: number;
  rssMb: number;
}
const rows: Row[] = [];

/** Customers with their checkout choices made, and one basket of 10 lines for the read scenario. */
async function prepareShoppers(url: string, sids: string[], productIds: number[]): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (const sid of sids) {
    const shopper = await shopperFor(url, sid);
    await prepareCheckout(url, shopper);
    shoppers.push(shopper);
  }
  const reader = shoppers[0] as Shopper;
  for (const id of productIds.slice(0, 10)) await addToBasket(url, reader, id, 1);
  return shoppers;
}

async function measure(
  label: { db: string; size: number },
  servers: RunningServer[],
  url: string,
  scenarios: Scenario[],
  shoppers: Shopper[],
  productIds: number[],
) {
  const rss = async () => (await Promise.all(servers.map((s) => s.rssMb()))).reduce((a, b) => a + b, 0);
  for (const connections of connectionLevels) {
    let baseline = 0;
    const record = async (result: LoadResult) => {
      if (result.name.startsWith('baseline')) baseline = result.rps;
      const row = { ...result, ...label, ratio: baseline ? result.rps / baseline : 1, rssMb: await rss() };
      rows.push(row);
      console.log(
        `${row.name.padEnd(32)} c=${connections} ${String(row.rps).padStart(6)} req/s p50 ${row.p50} p97.5 ${row.p975} p99 ${row.p99} ms, errors ${row.errors + row.non2xx}, rss ${row.rssMb} MB`,
      );
    };
    for (const scenario of scenarios) await record(await runLoad(url, scenario, connections, seconds));
    if (wanted('place order'))
      await record(await runPlaceOrderLoad(url, shoppers.slice(1, 1 + connections), productIds.slice(0, 40), seconds));
  }
}

for (const db of dbs) {
  for (const size of sizes) {
    console.log(`\n== ${db}, ${size} products`);
    const env = await prepareDatabase(db, size);
    const sids = await prepareCustomers(env, maxConnections + 1);
    const staffSid = withStaff ? await prepareStaffSession(env) : '';
    const server = await startServer({ ...env, READ_CACHE: values['read-cache'] }, 3900);
    try {
      const headers = await xsrfHeaders(server.url);
      const sample = await sampleCatalog(server.url);
      const shoppers = await prepareShoppers(server.url, sids, sample.productIds);
      const varied = variedScenarios(
        await sampleVaried(server.url),
        headers,
        shoppers.map((s) => s.headers),
      );
      const staffHeaders = { cookie: `staff_sid=${staffSid}` };
      const staffScenarios = withStaff
        ? staffOrderScenarios(await sampleOrderList(server.url, staffHeaders), staffHeaders)
        : [];
      const scenarios = [
        ...varied,
        ...catalogScenarios(sample, headers),
        ...customerScenarios(sample, shoppers),
        ...staffScenarios,
      ].filter((s) => s.name.startsWith('baseline') || wanted(s.name));
      await measure({ db, size }, [server], server.url, scenarios, shoppers, sample.productIds);
    } finally {
      await server.stop();
      forgetXsrf();
    }
  }
}

// Two processes behind nginx on one PostgreSQL: the same session works through either process.
let nginxNote = '';
if (values.nginx && values.pg) {
  const size = Math.max(...sizes);
  console.log(`\n== two processes behind nginx, postgres, ${size} products`);
  const env = await prepareDatabase('postgres', size);
  const sids = await prepareCustomers(env, maxConnections + 1);
  const shared = { ...env, SESSION_SECRET: 'bench-two-processes-share-this-secret-0123456789' };
  const servers = [await startServer(shared, 3901), await startServer(shared, 3902)];
  const balancer = await startNginx(3990, [3901, 3902]);
  const url = 'http://127.0.0.1:3990';
  try {
    const headers = await xsrfHeaders(url);
    const sample = await sampleCatalog(url);
    const shoppers = await prepareShoppers(url, sids, sample.productIds);
    // The basket filled through the balancer (requests alternating between the processes) reads
    // the same from each process directly.
    const reads = await Promise.all(
      servers.map(async (s) => {
        const res = await fetch(`${s.url}/admin/v1/basket/sk`, { headers: (shoppers[0] as Shopper).headers });
        return JSON.stringify(((await res.json()) as { basket: { products: unknown[] } }).basket.products);
      }),
    );
    if (reads[0] !== reads[1] || reads[0] === '[]') throw new Error('the two processes see different baskets');
    nginxNote =
      'Two processes behind nginx: a basket filled through the balancer read identically from each process directly (checked by the run).';
    const scenarios = [...catalogScenarios(sample, headers), ...customerScenarios(sample, shoppers)].filter(
      (s) => s.name.startsWith('baseline') || wanted(s.name),
    );
    await measure({ db: 'postgres ×2 + nginx', size }, servers, url, scenarios, shoppers, sample.productIds);
  } finally {
    await balancer.stop();
    for (const s of servers) await s.stop();
  }
}

const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
const table = [
  `| db | products | scenario | conn | req/s | ×baseline | p50 ms | p97.5 ms | p99 ms | errors | RSS MB |`,
  `|---|---|---|---|---|---|---|---|---|---|---|`,
  ...rows.map(
    (r) =>
      `| ${r.db} | ${r.size} | ${r.name} | ${r.connections} | ${r.rps} | ${r.ratio.toFixed(3)} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.errors + r.non2xx} | ${r.rssMb} |`,
  ),
].join('\n');
const args = process.argv.slice(2).join(' ');
const section = `## API load, ${date}\n\nRun (shared caches ${values['read-cache']}): \`npm run bench -- ${args}\` on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon on loopback (same machine) against the production server; each measurement follows ${WARMUP_SECONDS} s of warm-up at the same connection count, not counted (steady state: the 30 s caches of a running shop are warm). "×baseline" is req/s relative to \`GET /admin/v1/ping\` (no database) measured in the same run and connection count, so figures compare across machines. Place order: own loop (two add-to-basket calls untimed, then the timed order with a fresh Idempotency-Key), one customer per connection.${nginxNote ? `\n\n${nginxNote}` : ''}\n\n${table}\n`;
const file = path.join(root, 'BENCHMARKS.md');
let existing = '';
try {
  existing = readFileSync(file, 'utf8');
} catch {}
writeFileSync(file, `${BENCHMARKS_HEADER + section}\n${withoutHeader(existing)}`);
console.log(`\nwritten to ${file}`);
