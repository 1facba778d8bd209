import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { embeddedFiles, openDatabaseBesideShop, openPostgres } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { lockExclusively } from './lock.ts';

describe('the PostgreSQL pool', () => {
  // Found by `npm run test:faults`: PostgreSQL restarting while a transaction waited between two
  // queries ended the whole server with an unhandled 'error' event of the checked-out client.
  // Skipped on PGlite: the embedded database has no connection that can die.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'survives a connection dying inside a transaction between two queries, then reconnects',
    async () => {
      const target = new URL(process.env.TEST_DATABASE_URL ?? '');
      const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const viaProxy = new URL(target);
      viaProxy.port = String(proxy.port);
      const database = openPostgres(viaProxy.toString(), 2);
      try {
        const failure = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await proxy.cut();
            // The client's 'error' event fires while no query runs (without a listener: a crash).
            await new Promise((r) => setTimeout(r, 200));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => null,
            (err: unknown) => err,
          );
        expect(isDatabaseUnavailable(failure)).toBe(true);
        await proxy.restore();
        const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
        expect(result.rows).toEqual([{ one: 1 }]);
      } finally {
        await proxy.cut();
        await database.close();
      }
    },
  );
});

describe('a staff command beside the shop on the embedded database', () => {
  it('waits while the folder is held without a socket answering (a shop starting), then says who holds it', async () => {
    const dbDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-beside-')), 'db');
    const held = lockExclusively(embeddedFiles(dbDir).lock);
    const told: string[] = [];
    try {
      const failure = await openDatabaseBesideShop(
        { databaseUrl: undefined, dbDir },
        (msg) => told.push(msg),
        300,
      ).then(
        () => null,
        (err: Error) => err.message,
      );
      expect(told).toEqual([expect.stringContaining(`Waiting for process ${process.pid}`)]);
      expect(failure).toContain(`held by process ${process.pid}`);
    } finally {
      held.release();
    }
  });

  it('says at once why it cannot reach a running shop whose DATA_DIR is too deep for a unix socket', async () => {
    const deep = path.join(mkdtempSync(path.join(tmpdir(), 'shop-beside-')), 'd'.repeat(100));
    mkdirSync(deep);
    const dbDir = path.join(deep, 'db');
    const held = lockExclusively(embeddedFiles(dbDir).lock);
    try {
      const failure = await openDatabaseBesideShop({ databaseUrl: undefined, dbDir }, () => {}, 60_000).then(
        () => null,
        (err: Error) => err.message,
      );
      expect(failure).toContain('set a shorter DATA_DIR');
    } finally {
      held.release();
    }
  });
});
