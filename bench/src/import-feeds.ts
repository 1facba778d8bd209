/**
 * The catalogue import and the feeds at 100,000 products, on PostgreSQL
 * (docs/requirements/back-office.md §Import and export); the figures are in BENCHMARKS.md, "Catalogue import and feeds".
 *
 *   node bench/src/import-feeds.ts --pg postgres://postgres@127.0.0.1:55432/postgres [--rows 100000]
 *
 * Makes its own database (`shop_bench_import`, dropped first), loads the demo data, writes a CSV of
 * N new products with our own column names and runs `npm run shop -- import` on it three times:
 * a dry run, the real run (every row created), and the same file again (every row unchanged).
 * Each run is its own process, so its peak memory is its own. Then it starts the server and
 * times `/feeds/heureka.xml` and `/feeds/google.xml` with prices turned on.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createDatabase } from './faults/pg-cluster.ts';
import { startServer } from './server-process.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { pg: { type: 'string' }, rows: { type: 'string' } } });
if (!values.pg) throw new Error('--pg postgres://… is required (the benchmark is for PostgreSQL)');
const rows = Number(values.rows ?? 100_000);
const name = 'shop_bench_import';
const url = await createDatabase(values.pg, name);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'));
const env = {
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'false',
};

const shop = async (...args: string[]) => {
  try {
    return (
      await run(process.execPath, [path.join(root, 'apps/server/src/cli/shop.ts'), ...args], { env, maxBuffer: 64e6 })
    ).stdout;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; code?: number };
    if (e.code === 1 && e.stdout) return e.stdout;
    throw new Error(`shop ${args.join(' ')} failed: ${e.stderr ?? err}`);
  }
};

await shop('seed');
const file = path.join(dataDir, 'products.csv');
const out = createWriteStream(file);
out.write('code;ean;name;vendor;category;price;vat;stock;unit;description\n');
const categories = ['ezs/ustredne', 'cctv', 'ezs', 'eps', 'sks'];
for (let i = 1; i <= rows; i++) {
  const price = `${(i % 5000) + 1},${String(i % 100).padStart(2, '0')}`;
  const line = `BENCH-${i};;Produkt z importu ${i};Dodávateľ ${i % 50};${categories[i % categories.length]};${price};23;${i % 30};ks;<p>Popis produktu ${i}</p>\n`;
  if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
}
await new Promise<void>((r) => out.end(() => r()));

const lastLines = (text: string) => text.trim().split('\n').slice(-2).join(' | ');
for (const [label, args] of [
  ['dry run', ['--dry-run']],
  ['import (all created)', []],
  ['same file again (all unchanged)', []],
] as const) {
  const started = performance.now();
  const stdout = await shop('import', file, ...args);
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s wall (process) — ${lastLines(stdout)}`);
}

const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, FEED_PRICES: 'true' }, 3977);
try {
  for (const feed of ['heureka.xml', 'google.xml']) {
    const started = performance.now();
    const res = await fetch(`${server.url}/feeds/${feed}`);
    const body = await res.arrayBuffer();
    const items = (
      Buffer.from(body)
        .toString('utf8')
        .match(/<(SHOPITEM|item)>/g) ?? []
    ).length;
    console.log(
      `/feeds/${feed}: ${res.status}, ${items} items, ${(body.byteLength / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; server RSS after ${await server.rssMb()} MB`,
    );
  }
} finally {
  await server.stop();
}
