/**
 * Starts the built shop for the journeys: on PGlite in its own DATA_DIR, or, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database made for this run.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const admin = process.env.TEST_DATABASE_URL;
if (admin) {
  const name = `shop_e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // For journeys that set up a fact in the database (e2e/helpers/database.ts).
  const dataDir = process.env.DATA_DIR ?? '';
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'e2e-database-url'), process.env.DATABASE_URL);
  }
}
// The run's data folder (playwright.config.ts made it: PGlite's database, the mail outbox, uploads)
// goes when the server has shut down; the journeys are over by then.
const runDataDir = process.env.DATA_DIR;
if (runDataDir && runDataDir === process.env.E2E_DATA_DIR) {
  process.on('exit', () => rmSync(runDataDir, { recursive: true, force: true }));
}
await import('../apps/server/src/server.ts');
