import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * One process at a time on an embedded (PGlite) database folder: two processes writing the same
 * PostgreSQL files lose each other's commits and can corrupt the folder.
 *
 * The lock is a file beside the folder holding the owner's pid and, on Linux, the owner's start
 * time from /proc (so a pid reused by another program after a crash is not mistaken for the
 * owner). It is removed on every exit Node runs its 'exit' handlers for; after a SIGKILL or a
 * power cut it stays, and the next opener finds its owner gone and takes it over. The file
 * appears complete or not at all (written aside, then hard-linked into place).
 */
export class DatabaseInUseError extends Error {
  readonly lockFile: string;
  readonly pid: number;
  constructor(lockFile: string, pid: number) {
    super(`the database is in use by process ${pid} (lock ${lockFile})`);
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

export interface DirectoryLock {
  release(): void;
}

interface Owner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat); '' where unknown. */
  started: string;
}

/** Locks taken by this process: a second opener in the same process is refused as well. */
const heldHere = new Set<string>();

export function lockExclusively(lockFile: string): DirectoryLock {
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies Owner);
  const draft = `${lockFile}.${process.pid}.new`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    // A few rounds: each one either takes the lock, refuses, or clears a stale one and retries.
    for (let round = 0; round < 5; round++) {
      if (tryLink(draft, lockFile)) return held(lockFile, mine);
      const found = readText(lockFile);
      if (found === null) continue;
      const owner = parseOwner(found);
      if (owner && (heldHere.has(lockFile) || isRunning(owner))) throw new DatabaseInUseError(lockFile, owner.pid);
      clearStale(lockFile, found);
    }
    throw new Error(`could not take the lock ${lockFile}: other processes keep replacing it`);
  } finally {
    unlinkSync(draft);
  }
}

function held(lockFile: string, mine: string): DirectoryLock {
  heldHere.add(lockFile);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockFile)) return;
    if (readText(lockFile) === mine) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return { release };
}

/**
 * Moves the stale file aside and checks that what moved is the file judged stale: if another
 * opener replaced it meanwhile, its fresh lock is put back (the next round then sees it).
 */
function clearStale(lockFile: string, stale: string): void {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readText(aside) !== stale) tryLink(aside, lockFile);
  unlinkSync(aside);
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** A file that is not an owner record (written by hand, truncated) is treated as stale. */
function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    return Number.isInteger(value.pid) && typeof value.started === 'string'
      ? { pid: value.pid as number, started: value.started }
      : null;
  } catch {
    return null;
  }
}

function isRunning(owner: Owner): boolean {
  // Our own pid in a lock this process does not hold: a previous run in a container that was
  // restarted (pids start again from 1), not us.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return owner.started === '' || startTime(owner.pid) === owner.started;
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may contain spaces); '' off Linux. */
function startTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}
