import pg from 'pg';

/** Plain SQL on either database kind: the fixture, the lease expiry and the invariant checks. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export type DbKind = 'postgres' | 'pglite';

/**
 * PostgreSQL: a client next to the running server. PGlite: the server's database folder opened in
 * this process, so only while no server runs on it (it is single-process file storage).
 */
export async function openSql(kind: DbKind, target: string): Promise<Sql> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    client.on('error', () => {});
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  // The server workspace's PGlite with the extensions its migrations enable (products have
  // generated columns calling unaccent). Not a bench dependency: resolved from the root node_modules.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(target, { extensions: { pg_trgm, unaccent } });
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}
