import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Database, openPglite } from '../db/client.ts';
import { cloneTemplate, type TestDatabase } from './databases.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, '..', 'cli', 'shop.ts');

/** Each step starts a process that opens and migrates the database: slow on a busy machine. */
export const CLI_TIMEOUT = 300_000;

/**
 * `npm run shop -- …` as staff run it: a separate process on the test's database (a PGlite folder
 * of its own, or a PostgreSQL database cloned from the template when TEST_DATABASE_URL is set).
 */
export async function cliHarness(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const pgDatabase: TestDatabase | null = process.env.TEST_DATABASE_URL ? await cloneTemplate('empty') : null;

  /** PGlite allows one process per folder: open it for each step, close it before the CLI runs. */
  async function withDb<T>(fn: (db: Database['db']) => Promise<T>): Promise<T> {
    if (pgDatabase) return fn(pgDatabase.db);
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      await database.migrate();
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }

  async function shop(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    if (pgDatabase?.url) env.DATABASE_URL = pgDatabase.url;
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env, timeout: 240_000 });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    }
  }

  /** The PostgreSQL database's address (null on PGlite), for a test that listens beside the CLI. */
  const pgUrl = pgDatabase?.url ?? null;
  return { dataDir, withDb, shop, pgUrl, destroy: async () => pgDatabase?.destroy() };
}
