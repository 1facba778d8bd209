import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { seedDemo } from '../seed/index.ts';

/**
 * Every server test file gets its own fresh database, cloned from a template that the
 * global setup built once: a PGlite data-dir dump, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set. `empty` is migrated only; `demo` also holds the demo data.
 */
export type Template = 'empty' | 'demo';

/**
 * Names are unique per test run (the global setup sets SHOP_TEST_RUN, workers inherit it), so
 * two runs on one machine or one PostgreSQL never clone each other's half-built templates.
 */
const runId = () => process.env.SHOP_TEST_RUN ?? 'local';
const templateDb = (template: Template) => `shop_tpl_${runId()}_${template}`;

export function templateDumpPath(template: Template) {
  return path.join(tmpdir(), `shop-template-${runId()}-${template}.tar.gz`);
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Global setup: build both templates. */
export async function buildTemplates(log: (msg: string) => void = () => {}) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  for (const template of ['empty', 'demo'] as const) {
    const started = Date.now();
    if (pgUrl) {
      const name = templateDb(template);
      await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(pgUrl, `CREATE DATABASE ${name}`);
      const database = openPostgres(withDatabase(pgUrl, name), 2);
      await database.migrate();
      if (template === 'demo') await seedDemo(database.db);
      await database.close();
    } else {
      const database = await openPglite(undefined);
      await database.migrate();
      if (template === 'demo') await seedDemo(database.db);
      const dump = await (await dumpOf(database)).arrayBuffer();
      await writeFile(templateDumpPath(template), Buffer.from(dump));
      await database.close();
    }
    log(`test template ${template} ready in ${Date.now() - started} ms`);
  }
}

async function dumpOf(database: Database): Promise<Blob> {
  const raw = (database as Database & { raw?: PGlite }).raw;
  if (!raw) throw new Error('not a PGlite database');
  return raw.dumpDataDir('gzip');
}

export interface TestDatabase extends Database {
  /** Drops the per-file database (PostgreSQL) or closes PGlite. */
  destroy(): Promise<void>;
}

/** A fresh database for one test file, cloned from a template. */
export async function cloneTemplate(template: Template): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `shop_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(pgUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDb(template)}`);
    const database = openPostgres(withDatabase(pgUrl, name), 10);
    return {
      ...database,
      destroy: async () => {
        await database.close();
        await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(templateDumpPath(template));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm, unaccent } });
  const database = await openPglite(undefined, client);
  return { ...database, destroy: () => database.close() };
}

/** Global teardown: drop this run's templates. */
export async function dropTemplates() {
  const pgUrl = process.env.TEST_DATABASE_URL;
  for (const template of ['empty', 'demo'] as const) {
    if (pgUrl) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${templateDb(template)} WITH (FORCE)`).catch(() => {});
    else await rm(templateDumpPath(template), { force: true });
  }
}
