import { mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseSocket, SOCKET_FILE, serveDatabaseSocket } from './socket.ts';

/**
 * The embedded database's socket, in-process: PGlite here plays the shop (its own query() and
 * transaction() calls), `pg` clients play psql and the staff commands.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'shop-socket-'));
const socketDir = path.join(dir, 'db-socket');
let shop: PGlite;
let served: DatabaseSocket;

beforeAll(async () => {
  shop = await PGlite.create();
  await shop.exec('create table marks (id serial primary key, label text not null)');
  served = await serveDatabaseSocket(shop, socketDir, { idleInTurnMs: 400, waitForClientMs: 400 });
});
afterAll(async () => {
  await served.close();
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
  await c.connect();
  return c;
}

async function labels(): Promise<string[]> {
  return (await shop.query<{ label: string }>('select label from marks order by id')).rows.map((r) => r.label);
}

describe('the embedded database socket', () => {
  it('is reachable by its owner only', () => {
    expect(statSync(socketDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(socketDir, SOCKET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('runs a client statement outside the shop transaction that is open at the time', async () => {
    let inside!: () => void;
    const shopInside = new Promise<void>((r) => {
      inside = r;
    });
    const shopTx = shop
      .transaction(async (tx) => {
        await tx.query(`insert into marks (label) values ('shop, rolled back')`);
        inside();
        await new Promise((r) => setTimeout(r, 300));
        throw new Error('the shop rolls back');
      })
      .catch(() => {});
    await shopInside;
    const c = await client();
    try {
      // Answered only once the shop's transaction has ended, and committed on its own.
      await c.query(`insert into marks (label) values ('client, committed')`);
    } finally {
      await c.end();
    }
    await shopTx;
    expect(await labels()).toEqual(['client, committed']);
    await shop.exec('truncate marks');
  });

  it("keeps the shop's queries out of a client's transaction until it commits", async () => {
    const c = await client();
    try {
      await c.query('begin');
      await c.query(`insert into marks (label) values ('in the client transaction')`);
      const shopRead = labels();
      const shopWrite = shop.query(`insert into marks (label) values ('shop')`);
      await c.query(`insert into marks (label) values ('still in it')`);
      await c.query('commit');
      // The shop's read ran after the commit (it waited), and its write was not in the client's
      // transaction (it survives the client's rollback-free commit and comes after its rows).
      expect(await shopRead).toEqual(['in the client transaction', 'still in it']);
      await shopWrite;
      expect(await labels()).toEqual(['in the client transaction', 'still in it', 'shop']);
    } finally {
      await c.end();
      await shop.exec('truncate marks');
    }
  });

  it('runs a client transaction that rolls back without touching the shop', async () => {
    const c = await client();
    try {
      await c.query('begin');
      await c.query(`insert into marks (label) values ('rolled back')`);
      const shopWrite = shop.query(`insert into marks (label) values ('shop')`);
      await c.query('rollback');
      await shopWrite;
      expect(await labels()).toEqual(['shop']);
    } finally {
      await c.end();
      await shop.exec('truncate marks');
    }
  });

  it("keeps a client's session settings to that client, across its statements", async () => {
    const c = await client();
    try {
      await c.query(`set datestyle = 'German'`);
      await c.query(`select set_config('search_path', '', false)`);
      const shopSees = (
        await shop.query<{ ds: string; sp: string }>(
          `select current_setting('datestyle') as ds, current_setting('search_path') as sp`,
        )
      ).rows[0];
      expect(shopSees).toEqual({ ds: 'ISO, MDY', sp: 'public' });
      const clientSees = (
        await c.query(`select current_setting('datestyle') as ds, current_setting('search_path') as sp`)
      ).rows[0];
      expect(clientSees).toEqual({ ds: 'German, DMY', sp: '' });
    } finally {
      await c.end();
    }
  });

  it('drops what a client left in the session when it disconnects', async () => {
    const first = await client();
    await first.query({ name: 'count-marks', text: 'select count(*) from marks' });
    await first.query('create temp table marks (shadow int)');
    await first.end();
    const second = await client();
    try {
      // The same statement name again, and `marks` is the shop's table, not the temporary one.
      const { rows } = await second.query({ name: 'count-marks', text: 'select count(*)::int as n from marks' });
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await second.end();
    }
  });

  it('disconnects a client idle in a transaction and rolls it back; the shop goes on', async () => {
    const c = await client();
    const ended = new Promise<Error>((resolve) => c.on('error', resolve));
    await c.query('begin');
    await c.query(`insert into marks (label) values ('abandoned')`);
    const shopWrite = shop.query(`insert into marks (label) values ('shop')`);
    const error = (await ended) as Error & { code?: string };
    expect(error.code).toBe('25P03');
    await shopWrite;
    expect(await labels()).toEqual(['shop']);
    await c.end().catch(() => {});
    await shop.exec('truncate marks');
  });

  it('is refused in a folder whose path is too long for a unix socket, saying so', async () => {
    await expect(serveDatabaseSocket(shop, path.join(dir, 'd'.repeat(100)))).rejects.toThrow('set a shorter DATA_DIR');
  });

  it('ends a connection that does not speak the protocol, and serves the next client', async () => {
    const stranger = net.createConnection(path.join(socketDir, SOCKET_FILE));
    const reply = await new Promise<string>((resolve) => {
      let got = '';
      stranger.on('data', (d) => {
        got += d.toString('latin1');
      });
      stranger.on('close', () => resolve(got));
      stranger.write('GET / HTTP/1.1\r\n\r\n');
    });
    expect(reply).toContain('invalid startup packet');
    const c = await client();
    try {
      expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await c.end();
    }
  });

  it('serves one client at a time: a second one waits, and is refused if the first stays', async () => {
    const first = await client();
    const waiting = client();
    await first.query('select 1');
    await first.end();
    const second = await waiting;
    try {
      expect((await second.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      const refused = await client().then(
        (c) => c.end().then(() => null),
        (err: Error & { code?: string }) => err,
      );
      expect(refused?.code).toBe('53300');
      expect(refused?.message).toContain('another client');
    } finally {
      await second.end();
    }
  });
});
