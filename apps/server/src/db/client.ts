import { existsSync, mkdirSync } from 'node:fs';
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
import { DatabaseInUseError, lockExclusively } from './lock.ts';
import * as schema from './schema/index.ts';
import { SOCKET_FILE, socketDirProblem } from './socket.ts';

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

/** The files beside an embedded database folder (`DATA_DIR/db`): its lock and its socket's folder. */
export function embeddedFiles(dbDir: string) {
  return { lock: `${dbDir}.lock`, socketDir: `${dbDir}-socket` };
}

/**
 * `dir` undefined keeps the PGlite database in memory (tests); `existing` wraps an open instance.
 * A folder is opened by one process at a time (`lock.ts`): a second opener gets DatabaseInUseError.
 */
export async function openPglite(dir: string | undefined, existing?: PGlite): Promise<Database> {
  let lock: { release(): void } | undefined;
  if (dir) {
    mkdirSync(path.dirname(dir), { recursive: true });
    lock = lockExclusively(embeddedFiles(dir).lock);
    mkdirSync(dir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = existing ?? (await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } }));
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    version: () => serverVersion(db),
  };
}

export function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 3000): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
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

/**
 * The database for a process beside the shop (the staff CLI). On PostgreSQL: as the shop opens
 * it. On PGlite: through the running shop's socket (`socket.ts`), since the shop owns the folder;
 * opened directly (and locked) only while no shop runs. A shop that holds the folder but does
 * not answer yet is starting (migrating, loading the demo data): it is waited for up to `waitMs`.
 */
export async function openDatabaseBesideShop(
  opts: { databaseUrl: string | undefined; dbDir: string },
  waiting: (msg: string) => void = () => {},
  waitMs = 180_000,
): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const giveUpAt = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const viaShop = await connectToRunningShop(opts.dbDir);
    if (viaShop) return viaShop;
    try {
      return await openPglite(opts.dbDir);
    } catch (err) {
      if (!(err instanceof DatabaseInUseError)) throw err;
      const noSocket = socketDirProblem(embeddedFiles(opts.dbDir).socketDir);
      if (noSocket) throw new Error(`The database is held by process ${err.pid} and cannot be reached: ${noSocket}`);
      if (!told) {
        told = true;
        waiting(`Waiting for process ${err.pid} (a shop starting, or another staff command) to free the database…`);
      }
      if (Date.now() > giveUpAt) {
        throw new Error(
          `The database in ${opts.dbDir} is held by process ${err.pid}, which does not answer on ${embeddedFiles(opts.dbDir).socketDir}`,
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The running shop's database over its socket, or null when no shop listens there. */
async function connectToRunningShop(dbDir: string): Promise<Database | null> {
  const { socketDir } = embeddedFiles(dbDir);
  if (!existsSync(path.join(socketDir, SOCKET_FILE))) return null;
  // One connection: the socket serves one client at a time. The shop queues a second client for
  // up to 10 s (socket.ts), so the connection may wait that long.
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  const database = openPostgres(url, 1, 15_000);
  try {
    await database.version();
  } catch (err) {
    await database.close();
    const code = (err as NodeJS.ErrnoException).code;
    // A socket file left by a killed shop: nobody listens.
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    throw err;
  }
  // Migrations are the running shop's business (it ran them at start-up).
  return { ...database, kind: 'pglite', migrate: async () => {} };
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

/** Runs a DELETE (without `returning`) and gives how many rows it deleted, alike on both drivers. */
export async function deletedCount(db: DbOrTx, statement: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`with deleted as (${statement} returning 1) select count(*)::int as n from deleted`,
  );
  return row?.n ?? 0;
}
