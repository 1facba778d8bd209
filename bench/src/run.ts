/**
 * `npm run bench`: load figures for the API on PGlite and PostgreSQL at several catalogue sizes,
 * written to BENCHMARKS.md. Options: --db pglite,postgres  --sizes 1000,100000  --seconds 5
 * --connections 1,10,50  --pg postgres://postgres@127.0.0.1:55432/postgres (admin URL; without
 * it PostgreSQL is skipped unless BENCH_PG_URL is set).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type LoadResult, runLoad } from './load.ts';
import { catalogScenarios, sampleCatalog, xsrfHeaders } from './scenarios.ts';
import { startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    sizes: { type: 'string', default: '1000,100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,10,50' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? '' },
    only: { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const connectionLevels = values.connections.split(',').map(Number);
const sizes = values.sizes.split(',').map(Number);
const dbs = values.db.split(',').filter((d) => d === 'pglite' || (d === 'postgres' && values.pg));

async function prepareDatabase(kind: string, size: number): Promise<Record<string, string>> {
  if (kind === 'pglite') {
    const dataDir = path.join(os.tmpdir(), `shop-bench-${size}`);
    mkdirSync(dataDir, { recursive: true });
    execFileSync(
      process.execPath,
      [path.join(root, 'apps/server/src/cli/shop.ts'), 'seed', '--products', String(size)],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: 'inherit',
      },
    );
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
  execFileSync(process.execPath, [path.join(root, 'apps/server/src/cli/shop.ts'), 'seed', '--products', String(size)], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'inherit',
  });
  return { DATABASE_URL: url.toString(), DATA_DIR: path.join(os.tmpdir(), 'shop-bench-pg') };
}

interface Row extends LoadResult {
  db: string;
  size: number;
  ratio: number;
  rssMb: number;
}
const rows: Row[] = [];

for (const db of dbs) {
  for (const size of sizes) {
    console.log(`\n== ${db}, ${size} products`);
    const env = await prepareDatabase(db, size);
    const server = await startServer(env, 3900);
    try {
      const headers = await xsrfHeaders(server.url);
      const sample = await sampleCatalog(server.url);
      const scenarios = catalogScenarios(sample, headers).filter((s) => !values.only || s.name.includes(values.only));
      for (const connections of connectionLevels) {
        let baseline = 0;
        for (const scenario of scenarios) {
          const result = await runLoad(server.url, scenario, connections, seconds);
          if (scenario.name.startsWith('baseline')) baseline = result.rps;
          const row = { ...result, db, size, ratio: baseline ? result.rps / baseline : 1, rssMb: await server.rssMb() };
          rows.push(row);
          console.log(
            `${scenario.name.padEnd(30)} c=${connections} ${String(row.rps).padStart(6)} req/s p50 ${row.p50} p97.5 ${row.p975} p99 ${row.p99} ms, errors ${row.errors + row.non2xx}, rss ${row.rssMb} MB`,
          );
        }
      }
    } finally {
      await server.stop();
    }
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
const section = `## API load, ${date}\n\nRun: \`npm run bench -- --db ${values.db} --sizes ${values.sizes} --seconds ${seconds} --connections ${values.connections}\` on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon on loopback against the production server (one process). "×baseline" is req/s relative to \`GET /admin/v1/ping\` (no database) measured in the same run, so figures compare across machines.\n\n${table}\n`;
const file = path.join(root, 'BENCHMARKS.md');
let existing = '';
try {
  existing = readFileSync(file, 'utf8');
} catch {}
const header =
  '# Benchmarks\n\nFigures written by `npm run bench` (newest first). Targets: see the issues (PostgreSQL, 100k products, 10 connections: p99 < 25 ms for filter and detail, < 30 ms for search).\n\n';
writeFileSync(file, `${header + section}\n${existing.replace(header, '')}`);
console.log(`\nwritten to ${file}`);
