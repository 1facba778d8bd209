import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

export type JobRunRecord = typeof jobRuns.$inferSelect;

/** A row for every job that has none yet, due at once (a new job runs on the first tick). */
export async function ensureJobRows(db: DbOrTx, names: readonly string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(jobRuns)
    .values(names.map((name) => ({ name, nextDueAt: now })))
    .onConflictDoNothing();
}

/**
 * Claims a due job for one run: one conditional UPDATE that moves its lease ahead only when the
 * job is due and nobody holds it. On PostgreSQL two processes claiming at once both reach the
 * row; the second waits for the first's commit, re-reads the row and finds it held: exactly one
 * runs the job. Returns whether this caller got it.
 */
export async function claimJob(db: DbOrTx, name: string, now: Date, leaseMs: number, token: string): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      lockToken: token,
      lastStartedAt: now,
      runs: sql`${jobRuns.runs} + 1`,
    })
    .where(
      and(
        eq(jobRuns.name, name),
        sql`${jobRuns.nextDueAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${jobRuns.lockedUntil} is null or ${jobRuns.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/** The jobs are due at `now` (or sooner, as they were): the next claim may take them. */
export async function makeJobsDue(db: DbOrTx, names: readonly string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .update(jobRuns)
    .set({ nextDueAt: sql`least(${jobRuns.nextDueAt}, ${now.toISOString()}::timestamptz)` })
    .where(inArray(jobRuns.name, [...names]));
}

/** Ends a run this caller claimed (by its token): the next due time, the error if it failed, the lease released. */
export async function finishJob(
  db: DbOrTx,
  name: string,
  token: string,
  result: { finishedAt: Date; nextDueAt: Date; error: string | null },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      lastFinishedAt: result.finishedAt,
      nextDueAt: result.nextDueAt,
      lastError: result.error,
      lockedUntil: null,
      lockToken: null,
    })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.lockToken, token)));
}

export async function jobRunRows(db: DbOrTx): Promise<JobRunRecord[]> {
  return db.select().from(jobRuns).orderBy(jobRuns.name);
}
