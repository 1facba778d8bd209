import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { call, sleep } from './util.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs the production server (`apps/server/src/server.ts`) as a child process and restarts it:
 * `kill9()` is a crash (no shutdown code runs), `sigterm()` the graceful stop of a deploy.
 * Its output goes to one log file per run, so stack traces land there and never in replies.
 */
export class Supervisor {
  private child: ChildProcess | undefined;
  private exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
  private readonly log: WriteStream;
  private readonly agent = new http.Agent({ keepAlive: false });
  starts = 0;
  /** Milliseconds from spawn to a healthy /admin/v1/health, per start. */
  readonly startMs: number[] = [];

  private readonly env: Record<string, string>;
  readonly port: number;

  constructor(env: Record<string, string>, port: number, logFile: string) {
    this.env = env;
    this.port = port;
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the server and waits until /admin/v1/health answers 200; answers the milliseconds it took. */
  async start(timeoutMs = 120_000): Promise<number> {
    const started = Date.now();
    this.log.write(`\n==== start #${++this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
      env: {
        // Node's compile cache (also of the stripped TypeScript) makes the many restarts faster.
        NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'shop-faults-node-cache'),
        ...process.env,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        SEED_ON_EMPTY: 'false',
        ...this.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
      const outcome = await call(this.agent, this.port, 'GET', '/admin/v1/health', {}, undefined, {
        timeoutMs: 2000,
      });
      if (outcome.ok && outcome.reply.status === 200) break;
      if (Date.now() - started > timeoutMs) throw new Error(`server not healthy after ${timeoutMs} ms`);
      await sleep(25);
    }
    const ms = Date.now() - started;
    this.startMs.push(ms);
    return ms;
  }

  /** SIGKILL: the process dies at once, mid-request and mid-transaction. */
  async kill9() {
    const exited = this.exited;
    this.child?.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM; answers the exit code and how long the graceful shutdown took. */
  async sigterm(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const started = Date.now();
    const exited = this.exited;
    this.child?.kill('SIGTERM');
    const result = (await exited) ?? { code: null, signal: null };
    return { ...result, ms: Date.now() - started };
  }

  close() {
    if (this.running) this.child?.kill('SIGKILL');
    this.log.end();
  }
}
