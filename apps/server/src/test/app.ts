import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';
import { cloneTemplate, type Template, type TestDatabase } from './databases.ts';

export interface TestShop {
  app: FastifyInstance;
  database: TestDatabase;
  /** Mails the outbox has sent (call `app.shop.outbox.flush()` first). */
  mails: OutgoingMail[];
  config: Config;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** The server log goes here (at LOG_LEVEL, `info` unless `env` says otherwise) instead of nowhere. */
  logStream?: Writable;
  /**
   * Instead of the transport that collects `mails`; `'config'` keeps the app's own, built from
   * `SMTP_URL` (a test's local SMTP server, `test/fake-smtp.ts`).
   */
  transport?: MailTransport | 'config';
}

/** Builds the app on a fresh database cloned from a template; nothing is shared between files. */
export async function createTestShop(
  template: Template = 'demo',
  env: Record<string, string> = {},
  options: TestShopOptions = {},
): Promise<TestShop> {
  const database = await cloneTemplate(template);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // TEST_LOG=1 prints the server's error log (e.g. the cause of an unexpected 500).
    LOG_LEVEL: options.logStream ? 'info' : process.env.TEST_LOG ? 'error' : 'silent',
    STAFF_EMAIL: 'staff@example.com',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '100000',
    STAFF_DIST: path.join(dataDir, 'no-staff'),
    // A staff write without its audit entry fails the test that makes it (modules/staff/audit.ts).
    STRICT_AUDIT: 'true',
    // Nothing leaves the machine: a test that checks IČ DPH points VIES_URL at its own fake.
    VIES_URL: 'off',
    ...env,
  });
  const mails: OutgoingMail[] = [];
  const app = await buildApp(config, {
    database,
    logger: Boolean(process.env.TEST_LOG) || options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.transport === 'config'
      ? {}
      : {
          transport: options.transport ?? {
            send: async (mail: OutgoingMail) => {
              mails.push(mail);
            },
            close: () => {},
          },
        }),
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      // Each file's shop leaves nothing in the system's temporary folder.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process on the test shop's PostgreSQL database (announcements between processes;
 * PostgreSQL only: an embedded database belongs to one process). Ready, listening, mails dropped.
 */
export async function secondProcess(shop: TestShop): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = openPostgres(shop.database.url as string);
  const app = await buildApp(shop.config, {
    database,
    logger: false,
    transport: { send: async () => {}, close: () => {} },
  });
  await app.ready();
  await app.shop.cacheEvents.ready();
  await app.shop.sessions.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Inside a `describe`: a second server process on `shop()`'s PostgreSQL database, built before its
 * tests and closed after them; the returned function gives its app.
 */
export function withSecondProcess(shop: () => TestShop): () => FastifyInstance {
  let second: Awaited<ReturnType<typeof secondProcess>> | undefined;
  beforeAll(async () => {
    second = await secondProcess(shop());
  });
  afterAll(() => second?.close());
  return () => {
    if (!second) throw new Error('the second process is not running');
    return second.app;
  };
}

/** Polls `check` every 10 ms until it holds, or fails after `ms` naming `what`. */
export async function until(check: () => Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for `app.inject`: keeps cookies and sends the XSRF header on
 * every non-GET call, as the SPA does.
 */
export function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !jar.has('XSRF-TOKEN')) await call('GET', '/admin/v1/health');
    const options: InjectOptions = {
      method,
      url,
      headers: {
        cookie: cookieHeader(),
        ...(method !== 'GET' ? { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
    const res = await app.inject(options);
    for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
    return res;
  }

  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}
export type Browser = ReturnType<typeof browser>;

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
