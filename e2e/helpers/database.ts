import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/**
 * The journeys' shop database, for a fact no screen or route of this branch can set up. On the
 * embedded database the running shop serves it on its unix socket (docs/decisions/
 * 007-dbown-embedded-database-socket.md), the way the staff CLI and psql reach it; on PostgreSQL
 * `start-server.ts` leaves the URL of the database it made in DATA_DIR.
 */
function connectionString(): string {
  try {
    return readFileSync(path.join(dataDir(), 'e2e-database-url'), 'utf8').trim();
  } catch {
    const socketDir = path.join(dataDir(), 'db-socket');
    return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  }
}

/** Runs one statement on the shop's database and closes the connection (the socket serves one client at a time). */
export async function sqlOnShop<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: connectionString(), connectionTimeoutMillis: 20_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
