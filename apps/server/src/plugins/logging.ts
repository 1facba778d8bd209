import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * What the server log may hold: the request id, the route, status codes and, for a failure, the
 * error's type, code, constraint and where it happened — never statement parameters, cookies,
 * tokens, password hashes or a customer's personal data
 * (docs/requirements/security-and-privacy.md §Personal data in logs). Three steps, each on its own a guard:
 *  - the `err` serializer keeps an allowlist of an error's fields (a database error carries the
 *    statement, its parameters and a `detail` such as `Key (email)=(x@y.sk) already exists`);
 *  - the `req` serializer logs the route pattern, never the URL (reset tokens, e-mails in paths);
 *  - `redact` censors headers, cookies and secret-looking keys wherever a log call puts them,
 *    and every error text is scrubbed of e-mail addresses and argon2 hashes.
 */

const CENSOR = '[redacted]';

/** Keys censored wherever they appear at the top or one level down (pino `redact`, after the serializers). */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'old',
  'token',
  'sid',
  'cookie',
  'cookies',
  'authorization',
  'email',
  'phone',
  'params',
  'parameters',
];
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  'headers["x-xsrf-token"]',
  'headers["idempotency-key"]',
  'headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

const EMAIL = /[^\s<>()"'=,;:[\]]+@[^\s<>()"'=,;:[\]]+\.[a-z]{2,}/gi;
const ARGON2 = /\$argon2[a-z]*\$[^\s"']*/gi;

/** E-mail addresses and password hashes out of a text that is about to be logged. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(ARGON2, '[hash]');
}

/** Fields of an error that name what failed without carrying a value (pg's and Node's error fields). */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'statusCode',
  'validationContext',
] as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  errors?: unknown;
  [key: string]: unknown;
}

/** Drizzle's wrapper around a failed statement: its message is the SQL text and the parameters. */
const isFailedQuery = (err: ErrorLike) => 'query' in err && 'params' in err;

/**
 * The message as it may be logged. A failed query's message is its SQL and parameters: only
 * "failed query" stays. A database error's message quotes values (`invalid input syntax for type
 * integer: "abc"`) as well as names: the quoted parts go (the names are in `constraint`, `table`).
 */
function safeMessage(err: ErrorLike): string {
  if (isFailedQuery(err)) return 'failed query (statement and parameters not logged)';
  const message = typeof err.message === 'string' ? err.message : '';
  if (typeof err.code === 'string' && SQLSTATE.test(err.code)) return message.replace(/"[^"]*"/g, '"…"');
  return scrub(message);
}

/** The stack's frames under a safe first line (a stack begins with the message it would leak). */
function safeStack(err: ErrorLike, type: string, message: string): string {
  const frames = typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return scrub([`${type}: ${message}`, ...frames].join('\n'));
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The `err` serializer: an allowlist of an error's fields, its cause chain included. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (value === null || typeof value !== 'object')
    return { type: typeof value, message: scrub(String(value)), stack: '' };
  const err = value as ErrorLike;
  const type = typeof err.name === 'string' && err.name !== 'Error' ? err.name : (err.constructor?.name ?? 'Error');
  const message = safeMessage(err);
  const out: SerializedError = { type, message, stack: safeStack(err, type, message) };
  for (const field of SAFE_FIELDS) {
    const v = err[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = typeof v === 'string' ? scrub(v) : v;
  }
  const nested = (v: unknown) => serializeError(v, depth + 1);
  if (depth < 5 && err.cause !== undefined) out.cause = nested(err.cause);
  if (depth < 5 && Array.isArray(err.errors)) out.errors = err.errors.map(nested);
  return out;
}

/**
 * The `req` serializer: the route pattern, not the URL (which can hold a reset token or an
 * e-mail), and not the client's address (personal data; the request id ties the lines together).
 */
export function serializeRequest(request: { method?: string; routeOptions?: { url?: string } }) {
  return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}

/** Fastify's `logger` option: pino with the serializers and redaction above. */
export function loggerOptions(
  level: string,
  stream?: Writable,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      err: (err) => serializeError(err),
      error: (err: unknown) => serializeError(err),
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    ...(stream ? { stream } : {}),
  };
}
