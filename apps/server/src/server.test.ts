import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFiles } from './db/client.ts';
import { templateDumpPath } from './test/databases.ts';

/**
 * The real server process on the embedded database, with the staff CLI beside it: the CLI works
 * through the running shop (nothing it writes is lost at the next restart), the shop owns its
 * folder (a second shop stops with one line), and a killed shop does not block the next start.
 * Embedded (PGlite) only: on PostgreSQL processes share the database as usual.
 */
const TIMEOUT = 240_000;
const run = promisify(execFile);
const serverEntry = path.join(import.meta.dirname, 'server.ts');
const cliEntry = path.join(import.meta.dirname, 'cli/shop.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-server-'));
const dbDir = path.join(dataDir, 'db');

function env(port: number): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'VITEST', 'VITEST_WORKER_ID']) delete e[name];
  return e;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `node server.ts`; resolves when it printed its ready line or ended. */
async function startShop(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], { env: env(port), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    exited,
    new Promise<void>((resolve) => {
      const check = () => (out.includes('Shop ready at') ? resolve() : undefined);
      child.stdout?.on('data', check);
    }),
  ]);
  return { child, port, stdout: () => out, stderr: () => err, exited };
}

async function stop(shop: Running, signal: NodeJS.Signals): Promise<number | null> {
  shop.child.kill(signal);
  return shop.exited;
}

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliEntry, ...args], { env: env(0), timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** SQL through the running shop's socket: answered by the shop's own database instance. */
async function viaShop<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: embeddedFiles(dbDir).socketDir, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let shop: Running;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  // The demo data from the test template (seeding anew takes a minute); the shop finds it present.
  const dump = await readFile(templateDumpPath('demo'));
  const seeded = await PGlite.create(dbDir, { loadDataDir: new Blob([dump]), extensions: { pg_trgm, unaccent } });
  await seeded.close();
  shop = await startShop();
}, TIMEOUT);

afterAll(async () => {
  if (shop?.child.exitCode === null) await stop(shop, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

// These start the real shop process on its embedded database (the lock, the socket, the
// start-up line), which the PGlite run of the same suite covers.
// Skipped on the PostgreSQL run: there is no embedded database to start the shop on.
describe.skipIf(process.env.TEST_DATABASE_URL)('the shop process on the embedded database', () => {
  it('ends start-up with one plain line: the address and the demo login', () => {
    const lines = shop.stdout().trim().split('\n');
    expect(lines.at(-1)).toBe(
      `Shop ready at http://localhost:${shop.port} · demo login demo@example.com / demo12345 · back office http://localhost:${shop.port}/staff · staff login admin@example.com / admin-demo-12345`,
    );
  });

  it(
    'refuses a second shop on the same DATA_DIR with one clear line',
    async () => {
      const second = await startShop();
      expect(await second.exited).toBe(1);
      expect(second.stderr().trim()).toBe(
        `Cannot start: the database in ${dbDir} is in use by process ${shop.child.pid} (another shop or a staff command); stop it or set another DATA_DIR`,
      );
    },
    TIMEOUT,
  );

  let orderNumber = '';
  let invoiceNumber = '';
  it(
    'runs every staff command through the running shop, which sees the results at once',
    async () => {
      const seed = await cli('seed');
      expect(seed).toMatchObject({ code: 0, stderr: '' });
      expect(seed.stdout).toContain('demo data already present');

      const approve = await cli('approve', 'novy@firma.sk');
      expect(approve).toMatchObject({ code: 0, stderr: '' });
      expect(approve.stdout).toContain('novy@firma.sk approved');
      expect(await viaShop<{ status: string }>(`select status from customers where email = 'novy@firma.sk'`)).toEqual([
        { status: 'approved' },
      ]);

      const [order] = await viaShop<{ number: string }>(
        'select o.number from orders o where not exists (select 1 from invoices i where i.order_id = o.id) order by o.id limit 1',
      );
      orderNumber = order?.number ?? '';
      expect(orderNumber).not.toBe('');
      const invoice = await cli('invoice', orderNumber);
      expect(invoice).toMatchObject({ code: 0, stderr: '' });
      invoiceNumber = invoice.stdout.trim();
      expect(
        await viaShop<{ number: string }>(
          'select i.number from invoices i join orders o on o.id = i.order_id where o.number = $1',
          [orderNumber],
        ),
      ).toEqual([{ number: invoiceNumber }]);
      // The shop itself kept answering meanwhile and still does.
      const health = await fetch(`http://127.0.0.1:${shop.port}/admin/v1/health`);
      expect(health.status).toBe(200);
    },
    TIMEOUT,
  );

  it(
    'keeps what the staff commands wrote across a restart',
    async () => {
      expect(await stop(shop, 'SIGTERM')).toBe(0);
      expect(existsSync(embeddedFiles(dbDir).lock)).toBe(false);
      shop = await startShop();
      expect(shop.stdout()).toContain('Shop ready at');
      expect(
        await viaShop<{ number: string; status: string }>(
          `select i.number, (select status from customers where email = 'novy@firma.sk') as status
             from invoices i join orders o on o.id = i.order_id where o.number = $1`,
          [orderNumber],
        ),
      ).toEqual([{ number: invoiceNumber, status: 'approved' }]);
    },
    TIMEOUT,
  );

  it(
    'starts again after the shop was killed with SIGKILL (its lock and socket left behind)',
    async () => {
      await stop(shop, 'SIGKILL');
      expect(existsSync(embeddedFiles(dbDir).lock)).toBe(true);
      shop = await startShop();
      expect(shop.stderr()).toBe('');
      expect(shop.stdout()).toContain('Shop ready at');
      expect(
        await viaShop<{ n: number }>('select count(*)::int as n from invoices where number = $1', [invoiceNumber]),
      ).toEqual([{ n: 1 }]);
    },
    TIMEOUT,
  );
});
