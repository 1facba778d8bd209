import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { chunks, etagOf } from './random.ts';

/** Multi-row inserts in batches (one round trip per batch keeps PGlite fast). */
export async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batch = 500,
): Promise<void> {
  for (const part of chunks(rows, batch)) {
    if (part.length) await db.insert(table).values(part as never);
  }
}

/**
 * After inserting rows with explicit ids, moves the serial sequence past them so later inserts
 * (orders, registrations…) do not collide.
 */
export async function syncSequence(db: DbOrTx, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}

export interface MediaFile {
  /** Path below /media/ (`products/vn-2cd2143g2-i-1.svg`). */
  path: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Media rows go in as base64 inside one JSON parameter per batch: about five times faster on
 * PGlite than binding thousands of bytea parameters.
 */
export async function insertMedia(db: DbOrTx, files: readonly MediaFile[]): Promise<void> {
  for (const part of chunks(files, 250)) {
    const json = JSON.stringify(
      part.map((f) => ({
        path: f.path,
        content_type: f.contentType,
        b64: f.bytes.toString('base64'),
        etag: etagOf(f.bytes),
      })),
    );
    await db.execute(
      sql`insert into media (path, content_type, bytes, etag) select path, content_type, decode(b64, 'base64'), etag from json_to_recordset(${json}::json) as x(path text, content_type text, b64 text, etag text)`,
    );
  }
}

export const svgFile = (p: string, svg: string): MediaFile => ({
  path: p,
  contentType: 'image/svg+xml',
  bytes: Buffer.from(svg, 'utf8'),
});
