import type { Db } from '../db/client.ts';
import { deleteExpiredSessions } from '../modules/auth/session.repository.ts';
import { deleteSpentTokens } from '../modules/auth/tokens.repository.ts';
import { deleteExpiredStaffTokens } from '../modules/staff/staff.repository.ts';
import { deleteExpiredStaffSessions } from '../modules/staff/staff-session.repository.ts';
import { deleteSpentThrottles } from '../modules/throttle/throttle.ts';
import type { Job } from './runner.ts';

/** Each table's rows whose use is over, deleted by the module that owns the table. */
const EXPIRED_ROWS = {
  sessions: deleteExpiredSessions,
  staffSessions: deleteExpiredStaffSessions,
  tokens: deleteSpentTokens,
  staffTokens: deleteExpiredStaffTokens,
  throttles: deleteSpentThrottles,
} satisfies Record<string, (db: Db) => Promise<number>>;

export type ExpiredRows = Record<keyof typeof EXPIRED_ROWS, number>;

/**
 * Deletes the sessions, links and throttle counters whose use is over: nothing reads them any
 * more, yet they hold who signed in when, e-mails and client addresses, and they would grow for
 * as long as the shop runs. A statement per table, each its own transaction; a stop between them
 * leaves the rest to the next run. docs/requirements/security-and-privacy.md §Rows whose use is over
 */
export async function deleteExpiredRows(db: Db, signal?: AbortSignal): Promise<Partial<ExpiredRows>> {
  const deleted: Partial<ExpiredRows> = {};
  for (const [table, drop] of Object.entries(EXPIRED_ROWS) as [keyof ExpiredRows, (db: Db) => Promise<number>][]) {
    if (signal?.aborted) break;
    deleted[table] = await drop(db);
  }
  return deleted;
}

/** Once a day, in one process at a time (jobs/runner.ts). */
export function expiredRowsJob(): Job {
  return {
    name: 'expired-rows',
    leaseMs: 15 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + 24 * 60 * 60_000),
    async run({ db, signal }) {
      await deleteExpiredRows(db, signal);
    },
  };
}
