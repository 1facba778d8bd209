/**
 * Starts the built shop for the journeys: on PGlite in its own DATA_DIR, or, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database made for this run.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
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
await import('../apps/server/src/server.ts');
