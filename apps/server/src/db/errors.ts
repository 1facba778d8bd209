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

/** True for errors that mean "the database cannot be reached right now" (answered 503, retried later). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const error = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code)) return true;
    const message = typeof error.message === 'string' ? error.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    e = error.cause;
  }
  return false;
}

/**
 * PostgreSQL's SQLSTATE of an error, also when drizzle wraps the driver's error (a
 * DrizzleQueryError with the pg error as its cause); null when there is none.
 */
export function sqlState(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const error = e as { code?: unknown; cause?: unknown };
    if (typeof error.code === 'string') return error.code;
    e = error.cause;
  }
  return null;
}

/** The name of the unique index a statement violated (23505), or null for any other error. */
export function violatedUniqueIndex(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const error = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (error.code === '23505') return String(error.constraint ?? error.message ?? '');
    e = error.cause;
  }
  return null;
}
