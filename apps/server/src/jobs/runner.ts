import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { claimJob, ensureJobRows, finishJob, makeJobsDue } from './job-runs.repository.ts';

/**
 * The one runner of scheduled work (docs/decisions/015-invoices-job-runner.md). Every process
 * that serves the shop starts one (server.ts; the CLI and the tests do not, a test calls `tick`
 * with its own clock). Every minute it looks for due jobs in `job_runs` and runs each one it can
 * claim: the claim is a lease on the job's row, so across any number of processes one runs a job
 * at a time, and the schedule lives in the database, so a restart changes nothing about it.
 */

export interface JobContext {
  db: Db;
  /** The run's clock: the time the tick started (a test's fake time, or now). */
  now: Date;
  /** Aborted when the process shuts down: stop between steps, the rest is done by the next run. */
  signal: AbortSignal;
  /** For a step that fails while the run goes on (no personal data in the message). */
  log: (msg: string, err?: unknown) => void;
}

export interface Job {
  name: string;
  /** When the job is due again after a run that started at `startedAt` (also after a failed run). */
  nextRunAfter(startedAt: Date): Date;
  /** How long one run may hold the job; a process that dies mid-run blocks it at most this long. */
  leaseMs: number;
  run(ctx: JobContext): Promise<void>;
}

export interface TickResult {
  name: string;
  /** `ran`: this process ran it; `busy`: not due, or another process holds it. */
  outcome: 'ran' | 'failed' | 'busy' | 'stopped';
}

export interface JobRunner {
  /** Checks for due jobs every `intervalMs` (a minute) from now on. */
  start(intervalMs?: number): void;
  /** One round: every due job this process can claim, run now. Rounds never overlap. */
  tick(now?: Date): Promise<TickResult[]>;
  /**
   * A job's work is waiting now (a staff save the price keys follow): a started runner makes it due
   * and runs a round within SOON_MS, after the round in progress if there is one. Calls close
   * together share one round. A runner not started (the CLI, the tests' shops) does nothing.
   */
  soon(name: string): void;
  /** No new rounds; a running job is told to stop and waited for. */
  stop(): Promise<void>;
}

/** How soon a round follows `soon`: saves made together share it. */
export const SOON_MS = 1_000;

export function createJobRunner(
  db: Db,
  jobs: readonly Job[],
  options: { log: (msg: string, err?: unknown) => void; clock?: () => Date },
): JobRunner {
  const clock = options.clock ?? (() => new Date());
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickResult[]> | undefined;
  let busy = false;
  let rowsReady = false;

  async function runOne(job: Job, now: Date): Promise<TickResult> {
    const token = randomUUID();
    if (!(await claimJob(db, job.name, now, job.leaseMs, token))) return { name: job.name, outcome: 'busy' };
    let error: string | null = null;
    try {
      await job.run({ db, now, signal: abort.signal, log: options.log });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      options.log(`job ${job.name} failed`, err);
    }
    const stopped = abort.signal.aborted;
    // Stopped half-way: due again at once, so the next process (or start) finishes the work.
    const nextDueAt = stopped ? now : job.nextRunAfter(now);
    await finishJob(db, job.name, token, { finishedAt: clock(), nextDueAt, error });
    return { name: job.name, outcome: stopped ? 'stopped' : error ? 'failed' : 'ran' };
  }

  async function round(now: Date): Promise<TickResult[]> {
    if (!rowsReady) {
      await ensureJobRows(
        db,
        jobs.map((j) => j.name),
        now,
      );
      rowsReady = true;
    }
    const results: TickResult[] = [];
    for (const job of jobs) {
      if (abort.signal.aborted) break;
      results.push(await runOne(job, now));
    }
    return results;
  }

  const tick = (now: Date = clock()): Promise<TickResult[]> => {
    if (abort.signal.aborted) return Promise.resolve([]);
    const previous = running ?? Promise.resolve([]);
    const next = previous.then(async () => {
      busy = true;
      try {
        return await round(now);
      } finally {
        busy = false;
      }
    });
    running = next.catch((err) => {
      options.log('job round failed', err);
      return [];
    });
    return next;
  };

  // A round still running (a long job) makes the timer skip a beat rather than queue rounds.
  const beat = () => {
    if (!busy) void tick().catch(() => {});
  };

  // Made due only when the round in progress is over: its end sets the job's next time, which
  // would put off a job made due before it.
  const soonNames = new Set<string>();
  let soonTimer: NodeJS.Timeout | undefined;
  const soonBeat = () => {
    soonTimer = undefined;
    if (abort.signal.aborted) return;
    if (busy) {
      soonTimer = setTimeout(soonBeat, SOON_MS);
      soonTimer.unref();
      return;
    }
    const names = [...soonNames];
    soonNames.clear();
    void makeJobsDue(db, names, clock()).then(
      // A failed round is logged by `tick` itself.
      () => tick().catch(() => {}),
      (err) => options.log('jobs could not be made due', err),
    );
  };

  return {
    start(intervalMs = 60_000) {
      if (timer || abort.signal.aborted) return;
      beat();
      timer = setInterval(beat, intervalMs);
      timer.unref();
    },
    tick,
    soon(name) {
      if (!timer || abort.signal.aborted) return;
      soonNames.add(name);
      if (soonTimer) return;
      soonTimer = setTimeout(soonBeat, SOON_MS);
      soonTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (soonTimer) clearTimeout(soonTimer);
      timer = undefined;
      soonTimer = undefined;
      abort.abort();
      await running;
    },
  };
}
