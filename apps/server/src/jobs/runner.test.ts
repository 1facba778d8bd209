import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { until } from '../test/app.ts';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { claimJob, jobRunRows } from './job-runs.repository.ts';
import { createJobRunner, type Job, SOON_MS } from './runner.ts';

/**
 * The job runner: a job runs when due, once across processes (two runners on two connections
 * claim it at once: one runs), its schedule survives a restart (a new runner reads it from the
 * database), a process that dies mid-run blocks it only for its lease, and a stop ends a run
 * cleanly with the job due again. The clock is passed in (`tick(now)`).
 */

let database: TestDatabase;
/** A second "process": its own connection pool on PostgreSQL; the same embedded database on PGlite. */
let second: Database;
beforeAll(async () => {
  database = await cloneTemplate('empty');
  second = database.url ? openPostgres(database.url, 2) : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database?.destroy();
});

const HOUR = 3_600_000;
const quiet = () => {};

function countingJob(name: string, runs: Date[], options: { work?: (signal: AbortSignal) => Promise<void> } = {}): Job {
  return {
    name,
    leaseMs: 15 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + HOUR),
    async run({ now, signal }) {
      runs.push(now);
      await options.work?.(signal);
    },
  };
}

const rowOf = async (name: string) => (await jobRunRows(database.db)).find((r) => r.name === name);

describe('the job runner', () => {
  it('runs a job when due, then not before its next time, and the schedule survives a restart', async () => {
    const runs: Date[] = [];
    const t0 = new Date('2026-06-10T08:00:00Z');
    const first = createJobRunner(database.db, [countingJob('schedule', runs)], { log: quiet });
    expect(await first.tick(t0)).toEqual([{ name: 'schedule', outcome: 'ran' }]);
    expect(await first.tick(new Date(t0.getTime() + 30 * 60_000))).toEqual([{ name: 'schedule', outcome: 'busy' }]);
    await first.stop();

    // a new process (restart): nothing in memory, the row says when
    const restarted = createJobRunner(database.db, [countingJob('schedule', runs)], { log: quiet });
    expect(await restarted.tick(new Date(t0.getTime() + 59 * 60_000))).toEqual([{ name: 'schedule', outcome: 'busy' }]);
    expect(await restarted.tick(new Date(t0.getTime() + HOUR))).toEqual([{ name: 'schedule', outcome: 'ran' }]);
    await restarted.stop();
    expect(runs.map((d) => d.toISOString())).toEqual([t0.toISOString(), new Date(t0.getTime() + HOUR).toISOString()]);
    expect(await rowOf('schedule')).toMatchObject({
      runs: 2,
      lastError: null,
      lockedUntil: null,
      nextDueAt: new Date(t0.getTime() + 2 * HOUR),
    });
  });

  it('runs a job once when two processes claim it at the same moment', async () => {
    const runs: Date[] = [];
    const slow = (signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        signal.addEventListener('abort', () => clearTimeout(timer));
      });
    const t0 = new Date('2026-06-10T08:00:00Z');
    const a = createJobRunner(database.db, [countingJob('once', runs, { work: slow })], { log: quiet });
    const b = createJobRunner(second.db, [countingJob('once', runs, { work: slow })], { log: quiet });
    // both create the row first, then both claim in the same instant
    await Promise.all([a.tick(new Date(t0.getTime() - HOUR)), b.tick(new Date(t0.getTime() - HOUR))]);
    runs.length = 0;
    const results = await Promise.all([a.tick(t0), b.tick(t0)]);
    expect(
      results
        .flat()
        .map((r) => r.outcome)
        .sort(),
    ).toEqual(['busy', 'ran']);
    expect(runs).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('lets another process take over a job whose runner died, once its lease is over', async () => {
    const runs: Date[] = [];
    const t0 = new Date('2026-06-10T08:00:00Z');
    const runner = createJobRunner(database.db, [countingJob('orphan', runs)], { log: quiet });
    await runner.tick(new Date(t0.getTime() - 2 * HOUR));
    // a process claimed it at t0 and was killed: its lease (15 min) stays behind
    expect(await claimJob(database.db, 'orphan', t0, 15 * 60_000, 'dead-process')).toBe(true);
    expect(await runner.tick(new Date(t0.getTime() + 10 * 60_000))).toEqual([{ name: 'orphan', outcome: 'busy' }]);
    expect(await runner.tick(new Date(t0.getTime() + 15 * 60_000))).toEqual([{ name: 'orphan', outcome: 'ran' }]);
    await runner.stop();
    expect(runs).toHaveLength(2);
  });

  it('stops cleanly mid-run: the job is told, the lease is released and the job is due again at once', async () => {
    const runs: Date[] = [];
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const waitForAbort = (signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        started();
        signal.addEventListener('abort', () => resolve());
      });
    const t0 = new Date('2026-06-10T08:00:00Z');
    const runner = createJobRunner(database.db, [countingJob('interrupted', runs, { work: waitForAbort })], {
      log: quiet,
    });
    const tick = runner.tick(t0);
    await running;
    await runner.stop();
    expect(await tick).toEqual([{ name: 'interrupted', outcome: 'stopped' }]);
    expect(await rowOf('interrupted')).toMatchObject({ lockedUntil: null, nextDueAt: t0 });
    // a stopped runner starts nothing more
    expect(await runner.tick(new Date(t0.getTime() + HOUR))).toEqual([]);

    const next = createJobRunner(database.db, [countingJob('interrupted', runs)], { log: quiet });
    expect(await next.tick(new Date(t0.getTime() + 60_000))).toEqual([{ name: 'interrupted', outcome: 'ran' }]);
    await next.stop();
  });

  it('records a failure and keeps the schedule', async () => {
    const t0 = new Date('2026-06-10T08:00:00Z');
    const logged: string[] = [];
    const failing: Job = {
      name: 'failing',
      leaseMs: 60_000,
      nextRunAfter: (startedAt) => new Date(startedAt.getTime() + HOUR),
      run: async () => {
        throw new Error('SMTP down');
      },
    };
    const runner = createJobRunner(database.db, [failing], { log: (msg) => logged.push(msg) });
    expect(await runner.tick(t0)).toEqual([{ name: 'failing', outcome: 'failed' }]);
    await runner.stop();
    expect(await rowOf('failing')).toMatchObject({
      lastError: 'SMTP down',
      lockedUntil: null,
      nextDueAt: new Date(t0.getTime() + HOUR),
    });
    expect(logged).toEqual(['job failing failed']);
  });

  it('runs a job asked for soon within seconds, once for asks made together, after the round in progress', async () => {
    const runs: Date[] = [];
    let release: () => void = () => {};
    let holding = false;
    // The first run waits until the test releases it, so the asks below come while it runs.
    const work = () =>
      holding
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve();
    const runner = createJobRunner(database.db, [countingJob('soon', runs, { work })], { log: quiet });
    holding = true;
    runner.start(HOUR);
    await until(async () => runs.length === 1, 'the first run', 10_000);
    // Asked for while its own run is in progress: that run's end sets the next time an hour
    // ahead, so the ask must wait for it, not be lost under it.
    runner.soon('soon');
    runner.soon('soon');
    await new Promise((r) => setTimeout(r, SOON_MS * 1.5));
    expect(runs).toHaveLength(1);
    holding = false;
    release();
    await until(async () => runs.length === 2, 'the run asked for during the first', 10_000);
    // Asks made together share one round.
    runner.soon('soon');
    runner.soon('soon');
    runner.soon('soon');
    await until(async () => runs.length === 3, 'one run for three asks', 10_000);
    await new Promise((r) => setTimeout(r, SOON_MS * 2));
    expect(runs).toHaveLength(3);
    await runner.stop();
    expect((await rowOf('soon'))?.nextDueAt.getTime()).toBeGreaterThan(Date.now() + HOUR / 2);
  });

  it('does nothing on soon when the runner was not started (the CLI, a test shop)', async () => {
    const runs: Date[] = [];
    const runner = createJobRunner(database.db, [countingJob('never-started', runs)], { log: quiet });
    runner.soon('never-started');
    await new Promise((r) => setTimeout(r, SOON_MS * 2));
    expect(runs).toEqual([]);
    expect(await rowOf('never-started')).toBeUndefined();
    await runner.stop();
  });
});
