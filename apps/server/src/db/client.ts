import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The common type of both drivers; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** The PGlite instance (tests dump and clone it); undefined on PostgreSQL. */
  raw?: PGlite;
  /** The connection URL on PostgreSQL. */
  url?: string;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Server version string, e.g. "PostgreSQL 17.5 …". */
  version(): Promise<string>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** `dir` undefined keeps the PGlite database in memory (tests); `existing` wraps an open instance. */
export async function openPglite(dir: string | undefined, existing?: PGlite): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = existing ?? (await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } }));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    version: () => serverVersion(db),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query reconnects.
  pool.on('error', () => {});
  // A checked-out client (inside a transaction) has no pool listener, so its connection dying
  // between two queries would throw an unhandled 'error' and end the process: keep one on every
  // client. Its next query fails (503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
    close: () => pool.end(),
    version: () => serverVersion(db),
  };
}

export async function openDatabase(opts: { databaseUrl: string | undefined; dbDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dbDir);
}

async function serverVersion(db: Db): Promise<string> {
  const rows = await query<{ v: string }>(db, sql`select current_setting('server_version') as v`);
  return String(rows[0]?.v ?? 'unknown');
}

/** Rows of a raw SQL query, typed by the caller; both drivers answer `{ rows }`. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
