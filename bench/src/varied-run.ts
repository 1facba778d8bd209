/**
 * `npm run bench:varied -- --database-url postgres://…/db [--url http://127.0.0.1:3900]`: the varied
 * scenarios (varied.ts) against a shop on an already seeded PostgreSQL database. Without `--url` it
 * starts the production server on the database, once with its caches on and once with
 * `READ_CACHE=off` (what the database work costs). Options: --seconds 10 --connections 10
 * --only <scenario name part> --cache on,off --accept-encoding <a browser's list | identity>.
 * Prints a markdown table, the floor (`BASELINE`) first.
 */
import { parseArgs } from 'node:util';
import { shopperFor } from './checkout-load.ts';
import { prepareCustomers } from './customers.ts';
import { BROWSER_ACCEPT_ENCODING, namedIn, runLoad } from './load.ts';
import { BASELINE, xsrfHeaders } from './scenarios.ts';
import { startServer } from './server-process.ts';
import { sampleVaried, variedScenarios } from './varied.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? '' },
    url: { type: 'string', default: '' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    cache: { type: 'string', default: 'on,off' },
    // What the requests accept: a browser's list (load.ts, the default), or `identity` (nothing compressed).
    'accept-encoding': { type: 'string', default: BROWSER_ACCEPT_ENCODING },
  },
});

const WARM_SECONDS = 3;

async function measure(baseUrl: string, label: string, sids: string[]) {
  const connections = Number(values.connections);
  const anonymous = await xsrfHeaders(baseUrl);
  const sample = await sampleVaried(baseUrl);
  const customers = await Promise.all(sids.map(async (sid) => (await shopperFor(baseUrl, sid)).headers));
  const rows: string[] = [];
  const wanted = namedIn(values.only);
  // The floor comes first and always, as in `npm run bench`: it tells the machine's minute apart
  // from the shop's work. With the anonymous visitor's cookies, as the anonymous scenarios.
  const encoding = { 'accept-encoding': values['accept-encoding'] };
  const scenarios = [
    { ...BASELINE, headers: anonymous },
    ...variedScenarios(sample, anonymous, customers).filter((s) => wanted(s.name)),
  ].map((s) => ({ ...s, headers: { ...s.headers, ...encoding } }));
  // A running shop is warm: a freshly started server compiles its code and prepares its
  // statements on each pooled connection first, which the first scenario measured alone would pay
  // (1,034 against 1,707 req/s for the same listing, p99 27 against 11 ms). Each scenario runs
  // once unmeasured, then each is measured.
  for (const scenario of scenarios) await runLoad(baseUrl, scenario, connections, WARM_SECONDS);
  for (const scenario of scenarios) {
    const r = await runLoad(baseUrl, scenario, connections, Number(values.seconds));
    const row = `| ${label} | ${r.name} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.errors + r.non2xx} |`;
    console.log(row);
    rows.push(row);
  }
  return rows;
}

const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (a seeded PostgreSQL database)');
const sids = await prepareCustomers({ DATABASE_URL: databaseUrl }, Number(values.connections) + 2);
const header = [
  '| caches | scenario | conn | req/s | p50 ms | p97.5 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|',
];
const rows: string[] = [];
if (values.url) {
  rows.push(...(await measure(values.url, 'as running', sids)));
} else {
  for (const cache of values.cache.split(',')) {
    const server = await startServer({ DATABASE_URL: databaseUrl, READ_CACHE: cache }, 3907);
    try {
      rows.push(...(await measure(server.url, cache, sids)));
    } finally {
      await server.stop();
    }
  }
}
console.log(`\n${[...header, ...rows].join('\n')}`);
