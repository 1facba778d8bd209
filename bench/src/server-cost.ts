/**
 * `npm run bench:server-cost -- --database-url postgres://…/db [--requests 4000] [--rounds 3]
 * [--only part] [--accept-encoding identity]`: the server's own CPU time a request, per varied
 * scenario (varied.ts), caches off. The app runs in this process and gets the requests through
 * `inject`, ten in flight at a time as the load runs' ten connections keep them: no socket, no load
 * generator. The figure is what a request costs the server (hooks, building the SQL, parsing rows,
 * serializing, compressing as for a browser; `inject`'s own request objects too), which sets the
 * pace when the database is quick; the database's time is not in it (`process.cpuUsage` of this
 * process only).
 *
 * Why a figure of its own: on this machine's two shared cores the load runs' req/s differ by up to
 * a third between identical runs, and a CPU profile taken under load shows a third of the thread's
 * time in `writev` while the kernel's share of its CPU is under a tenth: the thread is waiting for
 * a core there, after waking PostgreSQL's backend. Rounds of this differ by about 10 %.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { shopperFor } from './checkout-load.ts';
import { prepareCustomers } from './customers.ts';
import { BROWSER_ACCEPT_ENCODING, namedIn } from './load.ts';
import { xsrfHeaders } from './scenarios.ts';
import { sampleVaried, variedScenarios } from './varied.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? '' },
    requests: { type: 'string', default: '4000' },
    only: { type: 'string', default: '' },
    rounds: { type: 'string', default: '3' },
    // What the requests accept: a browser's list (the default), or `identity` (nothing compressed).
    'accept-encoding': { type: 'string', default: BROWSER_ACCEPT_ENCODING },
  },
});
/** Requests in flight at once, as the load runs' 10 connections keep. */
const CONNECTIONS = 10;
const databaseUrl = values['database-url'];
const wanted = namedIn(values.only);
if (!databaseUrl) throw new Error('--database-url is required (a seeded PostgreSQL database)');

const sids = await prepareCustomers({ DATABASE_URL: databaseUrl }, 4);
const app = await buildApp(
  loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    READ_CACHE: 'off',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    PORT: '0',
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const anonymous = await xsrfHeaders(baseUrl);
  const sample = await sampleVaried(baseUrl);
  const customers = await Promise.all(sids.map(async (sid) => (await shopperFor(baseUrl, sid)).headers));
  const scenarios = variedScenarios(sample, anonymous, customers).filter((s) => wanted(s.name));
  const count = Number(values.requests);
  console.log('| scenario | requests a round | CPU µs a request (rounds) | of it in the kernel | wall µs a request |');
  console.log('|---|---|---|---|---|');
  for (const scenario of scenarios) {
    const cpu: number[] = [];
    const system: number[] = [];
    let wall = 0;
    // Round 0 warms (compiles, prepares the statements); the figures are rounds 1…n.
    for (let round = 0; round <= Number(values.rounds); round++) {
      const started = process.cpuUsage();
      const startedAt = process.hrtime.bigint();
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          const connection = {};
          while (sent++ < count) {
            const r = scenario.request(connection);
            const res = await app.inject({
              method: r.method ?? 'GET',
              url: r.path,
              payload: r.body,
              headers: { 'accept-encoding': values['accept-encoding'], ...scenario.headers, ...r.headers },
            });
            if (res.statusCode >= 400) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }),
      );
      const used = process.cpuUsage(started);
      if (round === 0) continue;
      cpu.push(Math.round((used.user + used.system) / count));
      system.push(Math.round(used.system / count));
      wall = Math.round(Number(process.hrtime.bigint() - startedAt) / 1000 / count);
    }
    console.log(`| ${scenario.name} | ${count} | ${cpu.join(' / ')} | ${system.join(' / ')} | ${wall} |`);
  }
} finally {
  await app.close();
}
