import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The only place that reads process.env. Every value is validated once at start-up;
 * a bad one stops the process with a single line naming the variable.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./var'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bezpečnostné systémy <obchod@example.com>'),
  STAFF_EMAIL: z.email().default('obchod@example.com'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REGISTRATION_APPROVAL: z.enum(['manual', 'auto']).default('manual'),
  PACKETA_API_KEY: z.string().min(1).optional(),
  SHOP_IBAN: z
    .string()
    .regex(/^SK\d{22}$/, 'must be a Slovak IBAN without spaces')
    .default('SK9611000000002918599669'),
  VIES_URL: z.union([z.literal('off'), z.url()]).default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(500).max(10_000).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  STAFF_DIST: z.string().optional(),
  STRICT_AUDIT: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  API_DOCS: z.enum(['true', 'false']).default('false'),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  FEED_PRICES: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(isProxyEntry), 'must be none, or a comma-separated list of addresses or ranges'),
});

/** Words proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** One TRUST_PROXY entry: an address (`10.0.0.5`), a range (`10.0.0.0/8`, `fd00::/8`) or a range name. */
const isProxyEntry = (entry: string, _index: number, all: string[]) =>
  (entry === 'none' && all.length === 1) ||
  PROXY_RANGE_NAMES.has(entry) ||
  ipaddr.isValid(entry) ||
  ipaddr.isValidCIDR(entry);

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  dbDir: string;
  mailDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  sessionSecret: string;
  registrationApproval: 'manual' | 'auto';
  packetaApiKey: string | undefined;
  iban: string;
  /**
   * The EU's VIES REST interface (IČ DPH checks, modules/vat-check/vies.ts) without a trailing
   * slash, or null (`VIES_URL=off`): no check is made, nothing leaves the machine.
   */
  viesUrl: string | null;
  /** How long a VIES check may take before the number counts as not verified. */
  viesTimeoutMs: number;
  logLevel: Env['LOG_LEVEL'];
  seedOnEmpty: boolean;
  /** Folder of the built SPA (served when it exists). */
  webDist: string;
  /** Requests per minute and IP on /admin/v1 in one process. */
  rateLimitPerMinute: number;
  /** Folder of the built back office (apps/staff), served under /staff/ when it exists. */
  staffDist: string;
  /**
   * A successful staff write that recorded no audit entry answers 500 (modules/staff/audit.ts).
   * On in the tests, so a write without its audit entry fails every test that makes it.
   */
  strictAudit: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, ranges or range names), or false for
   * none: `request.ip` is then the client behind them, which sign-in and other throttles count.
   */
  trustProxy: string[] | false;
  /** Serve the API's OpenAPI document and its pages under /admin/v1/docs. */
  apiDocs: boolean;
  /**
   * Keep shared catalogue reads, search results and anonymous replies (on by default). `off` is
   * for measuring what the database work costs (`npm run bench:varied`).
   */
  readCache: boolean;
  /**
   * Publish the product feeds with retail prices (/feeds/heureka.xml, /feeds/google.xml); off by
   * default, a B2B shop shows prices to signed-in customers only (modules/feeds/feeds.ts).
   */
  feedPrices: boolean;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'} (got "${env[name] ?? ''}")`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    mailDir: path.join(dataDir, 'mail'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    registrationApproval: e.REGISTRATION_APPROVAL,
    packetaApiKey: e.PACKETA_API_KEY,
    iban: e.SHOP_IBAN,
    viesUrl: e.VIES_URL === 'off' ? null : e.VIES_URL.replace(/\/$/, ''),
    viesTimeoutMs: e.VIES_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    seedOnEmpty: e.SEED_ON_EMPTY === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    staffDist: path.resolve(e.STAFF_DIST ?? path.join(repoRoot, 'apps/staff/dist')),
    strictAudit: e.STRICT_AUDIT === 'true',
    trustProxy: e.TRUST_PROXY[0] === 'none' ? false : e.TRUST_PROXY,
    apiDocs: e.API_DOCS === 'true',
    readCache: e.READ_CACHE === 'on',
    feedPrices: e.FEED_PRICES === 'true',
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
