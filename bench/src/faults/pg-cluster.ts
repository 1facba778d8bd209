import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './util.ts';

/**
 * A throwaway PostgreSQL cluster for the fault suite: its own data folder in a temp dir, its own
 * loopback port and socket folder, so it can be stopped and restarted under load without touching
 * any other cluster. PostgreSQL refuses to run as root, so as root every command goes through
 * `runuser -u postgres --` and the folder belongs to postgres (the same flags as `.ci/run`).
 */
export interface PgCluster {
  url: string;
  port: number;
  /** `fast` ends sessions cleanly (57P01), `immediate` is a crash (recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

const CANDIDATE_BINS = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin'];

function findBin(): string | undefined {
  for (const dir of CANDIDATE_BINS) if (dir && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

/** Why PostgreSQL cannot be used here, or undefined when it can. */
export function pgUnavailableReason(): string | undefined {
  const bin = findBin();
  if (!bin) return 'no PostgreSQL binaries (pg_ctl) found; install postgresql or set PG_BIN';
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) return 'running as root but there is no "postgres" user to run PostgreSQL as';
    if (spawnSync('sh', ['-c', 'command -v runuser'], { encoding: 'utf8' }).status !== 0)
      return 'running as root but runuser is missing';
  }
  return undefined;
}

export async function createPgCluster(log: (msg: string) => void): Promise<PgCluster> {
  const bin = findBin();
  if (!bin) throw new Error('pg_ctl not found');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-faults-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[], check = true) => {
    const result = spawnSync(...command(tool, args), { encoding: 'utf8', cwd: dir });
    if (check && result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
    return result;
  };
  // Under load the event loop must keep running while pg_ctl waits, so start and stop are async.
  const runAsync = (tool: string, args: string[], check = true) =>
    new Promise<void>((resolve, reject) => {
      execFile(...command(tool, args), { cwd: dir }, (err, stdout, stderr) => {
        if (err && check) reject(new Error(`${tool} ${args.join(' ')} failed: ${stderr || stdout}`));
        else resolve();
      });
    });
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8']);
  // fsync off: only the server process is killed, never the machine, so the page cache keeps
  // every committed write; an `immediate` stop still exercises crash recovery from the WAL.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      runAsync('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']),
    stop: (mode = 'fast') => runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'], false),
    destroy() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], false);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  log(`PostgreSQL cluster on 127.0.0.1:${port} in ${dir}`);
  return cluster;
}

/** Creates a fresh database (dropped first if it exists) on the cluster and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
