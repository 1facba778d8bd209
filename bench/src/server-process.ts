import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process in MB (from /proc). */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the production server (`apps/server/src/server.ts`) and waits for /health. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  // SERVER_ARGS: Node options for the server only, to look inside a load run (`--cpu-prof
  // --cpu-prof-dir=/tmp/prof`, `--trace-gc`); the profile is written when the server stops.
  const nodeOptions = (process.env.SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, path.join(root, 'apps/server/src/server.ts')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SEED_ON_EMPTY: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/admin/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async rssMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
