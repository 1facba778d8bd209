import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockExclusively } from './lock.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
let n = 0;
const lockFile = () => path.join(dir, `db-${++n}.lock`);

/** A process that runs until killed, and its pid. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The start time /proc records for a pid (field 22 of its stat line). */
function startTime(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

describe('the embedded database lock', () => {
  it('is refused to a second opener in the same process until released, then removed', () => {
    const file = lockFile();
    const lock = lockExclusively(file);
    expect(() => lockExclusively(file)).toThrow(DatabaseInUseError);
    lock.release();
    expect(existsSync(file)).toBe(false);
    lockExclusively(file).release();
  });

  // Skipped where /proc is missing (not Linux): a process's start time is read from it.
  it.runIf(existsSync('/proc/self/stat'))('is refused while the process named in it runs', async () => {
    const file = lockFile();
    const other = sleeper();
    try {
      writeFileSync(file, JSON.stringify({ pid: other.pid, started: startTime(other.pid) }));
      const refused = (() => {
        try {
          lockExclusively(file);
          return null;
        } catch (err) {
          return err;
        }
      })();
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      expect((refused as DatabaseInUseError).pid).toBe(other.pid);
    } finally {
      await other.stop();
    }
  });

  it('is taken over from a process that died without releasing it (SIGKILL)', async () => {
    const file = lockFile();
    const dead = sleeper();
    await dead.stop();
    writeFileSync(file, JSON.stringify({ pid: dead.pid, started: '1' }));
    const lock = lockExclusively(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  // Skipped where /proc is missing (not Linux): a process's start time is read from it.
  it.runIf(existsSync('/proc/self/stat'))(
    'is taken over when its pid now belongs to another program (started at another time)',
    async () => {
      const file = lockFile();
      const other = sleeper();
      try {
        writeFileSync(file, JSON.stringify({ pid: other.pid, started: '1' }));
        lockExclusively(file).release();
      } finally {
        await other.stop();
      }
    },
  );

  it('is taken over when it names this process but this process does not hold it (a restarted container)', () => {
    const file = lockFile();
    writeFileSync(file, JSON.stringify({ pid: process.pid, started: '1' }));
    lockExclusively(file).release();
  });

  it('is taken over when its content is not an owner record', () => {
    const file = lockFile();
    writeFileSync(file, 'garbage');
    lockExclusively(file).release();
    expect(existsSync(file)).toBe(false);
  });
});
