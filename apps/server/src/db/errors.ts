const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

interface ErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * An error and its causes, at most five deep: drizzle wraps the driver's error (a
 * DrizzleQueryError with the pg error as its cause), so what PostgreSQL said is one level down.
 */
function* causes(err: unknown): Generator<ErrorLike> {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    yield e as ErrorLike;
    e = (e as ErrorLike).cause;
  }
}

const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** True for errors that mean "the database cannot be reached right now" (answered 503, retried later). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const error of causes(err)) {
    if (typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code)) return true;
    if (typeof error.message === 'string' && UNAVAILABLE_MESSAGE.test(error.message)) return true;
  }
  return false;
}

/** PostgreSQL's SQLSTATE of an error, also when it is wrapped (see `causes`); null when there is none. */
export function sqlState(err: unknown): string | null {
  for (const error of causes(err)) if (typeof error.code === 'string') return error.code;
  return null;
}

/** The name of the unique index a statement violated (23505), or null for any other error. */
export function violatedUniqueIndex(err: unknown): string | null {
  for (const error of causes(err)) {
    if (error.code === '23505') return String(error.constraint ?? error.message ?? '');
  }
  return null;
}
