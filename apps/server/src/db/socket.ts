import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { type PGlite, protocol } from '@electric-sql/pglite';

type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;

/**
 * The running shop's embedded database, served to other local processes (staff commands, psql)
 * over a unix socket in DATA_DIR, so they work on the shop's data instead of opening the folder a
 * second time. Decision and alternatives: docs/decisions/012-embedded-database-socket.md.
 *
 * PGlite is one PostgreSQL session, shared by the shop and the socket's client. What keeps them
 * apart:
 * - Turns. From the client's first message until its session is idle again (a ReadyForQuery
 *   outside a transaction) the client holds PGlite's transaction lock, the lock every query and
 *   transaction of the shop takes first; so the shop never runs inside the client's transaction,
 *   nor the client inside the shop's. Between turns the shop runs as usual.
 * - A client idle inside a turn (BEGIN, then nothing) for `idleInTurnMs` is disconnected and its
 *   transaction rolled back: the shop waits meanwhile, so this wait is kept short.
 * - Session settings: at the end of each turn the client's SETs are saved and reset, and restored
 *   at its next turn, so the shop never runs with a client's search_path or DateStyle.
 * - One client at a time; another waits up to `waitForClientMs` for it to leave, then is refused
 *   with a PostgreSQL error. When a client leaves, what it left in the session is dropped
 *   (prepared statements, cursors, temporary tables).
 */

/** libpq's file name for the socket of port 5432: `psql "host=<dir>"` finds it. */
export const SOCKET_FILE = '.s.PGSQL.5432';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const TERMINATE = 0x58; // 'X'
/** PostgreSQL's own limit for a startup packet (MAX_STARTUP_PACKET_LENGTH). */
const MAX_STARTUP_PACKET = 10_000;

/** A unix socket's path must fit the kernel's `sun_path` (108 bytes on Linux, 104 elsewhere, with the NUL). */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;

/** Why no socket can live in `dir` (its path too long for a unix socket), or null. */
export function socketDirProblem(dir: string): string | null {
  const length = Buffer.byteLength(path.join(dir, SOCKET_FILE));
  return length > MAX_SOCKET_PATH
    ? `the socket path in ${dir} is ${length} bytes, more than the ${MAX_SOCKET_PATH} a unix socket allows (set a shorter DATA_DIR)`
    : null;
}

export interface DatabaseSocketOptions {
  idleInTurnMs?: number;
  waitForClientMs?: number;
  log?: (msg: string) => void;
}

export interface DatabaseSocket {
  /** The folder holding the socket file (libpq's `host`). */
  dir: string;
  close(): Promise<void>;
}

export async function serveDatabaseSocket(
  pglite: PGlite,
  dir: string,
  options: DatabaseSocketOptions = {},
): Promise<DatabaseSocket> {
  const idleInTurnMs = options.idleInTurnMs ?? 5000;
  const waitForClientMs = options.waitForClientMs ?? 10_000;
  const log = options.log ?? (() => {});
  const problem = socketDirProblem(dir);
  if (problem) throw new Error(problem);

  // Owner-only: the folder (so there is no moment the socket is reachable with looser rights)
  // and the socket itself. Whoever may connect has the whole database.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = path.join(dir, SOCKET_FILE);
  // The caller holds the database's lock, so a socket file left here is from a killed shop.
  rmSync(file, { force: true });

  const waiting: Client[] = [];
  let active: Client | null = null;

  const admitNext = () => {
    active = waiting.shift() ?? null;
    if (active) active.admit();
  };

  const server = createServer((socket) => {
    const client = new Client(socket, pglite, idleInTurnMs, log, () => {
      const queued = waiting.indexOf(client);
      if (queued >= 0) waiting.splice(queued, 1);
      if (active === client) admitNext();
    });
    if (active) {
      waiting.push(client);
      client.refuseAfter(
        waitForClientMs,
        'another client (psql, pg_dump or a staff command) is connected to the shop database; try again when it is done',
      );
    } else {
      active = client;
      client.admit();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);

  return {
    dir,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const clients = [...waiting, ...(active ? [active] : [])];
      waiting.length = 0;
      await Promise.all(clients.map((c) => c.end()));
      await closed;
      rmSync(file, { force: true });
    },
  };
}

/** One connected client: its bytes, its turn and its saved session settings. */
class Client {
  private buffer = Buffer.alloc(0);
  private started = false;
  private admitted = false;
  /** Terminate seen or refused: nothing more is run for this client. */
  private ending = false;
  private gone = false;
  /** Releases PGlite's transaction lock while the client holds a turn. */
  private releaseTurn: (() => void) | null = null;
  private settings: Array<[string, string]> = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private refuseTimer: NodeJS.Timeout | undefined;
  /** Everything the client causes runs in order, one step at a time. */
  private work: Promise<void> = Promise.resolve();

  private readonly socket: Socket;
  private readonly pglite: PGlite;
  private readonly idleInTurnMs: number;
  private readonly log: (msg: string) => void;
  private readonly onGone: () => void;

  constructor(socket: Socket, pglite: PGlite, idleInTurnMs: number, log: (msg: string) => void, onGone: () => void) {
    this.socket = socket;
    this.pglite = pglite;
    this.idleInTurnMs = idleInTurnMs;
    this.log = log;
    this.onGone = onGone;
    socket.setNoDelay(true);
    socket.on('data', (data) => {
      clearTimeout(this.idleTimer);
      this.buffer = Buffer.concat([this.buffer, data]);
      if (this.admitted) this.step(() => this.pump());
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.step(() => this.leave()));
  }

  admit(): void {
    clearTimeout(this.refuseTimer);
    this.admitted = true;
    this.step(() => this.pump());
  }

  refuseAfter(ms: number, message: string): void {
    this.refuseTimer = setTimeout(() => this.fail('53300', message), ms);
  }

  /** Disconnects the client; resolves once what it left in the session is cleared. */
  async end(): Promise<void> {
    this.socket.destroy();
    this.step(() => this.leave());
    await new Promise<void>((resolve) => this.step(async () => resolve()));
  }

  private step(fn: () => Promise<void>): void {
    this.work = this.work.then(fn).catch((err: unknown) => {
      this.log(`database socket: ${err instanceof Error ? err.message : String(err)}`);
      this.socket.destroy();
    });
  }

  /** Runs every complete message that has arrived, as few PGlite calls as possible. */
  private async pump(): Promise<void> {
    for (;;) {
      if (this.gone) return;
      if (this.ending) break;
      const batch = this.take();
      if (!batch) break;
      await this.turn();
      let tail = Buffer.alloc(0);
      await this.pglite.runExclusive(() =>
        this.pglite.execProtocolRawStream(batch, {
          onRawData: (data) => {
            const copy = Buffer.from(data);
            tail = Buffer.concat([tail, copy.subarray(-6)]).subarray(-6);
            if (!this.gone) this.socket.write(copy);
          },
        }),
      );
      if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[5] === IDLE) await this.endTurn();
    }
    if (this.ending) this.hangUp();
    else if (this.releaseTurn && !this.gone) {
      this.idleTimer = setTimeout(
        () =>
          this.fail(
            '25P03',
            `terminating connection: idle in a transaction for more than ${this.idleInTurnMs} ms, which holds up the shop`,
          ),
        this.idleInTurnMs,
      );
    }
  }

  /**
   * The next complete piece of input: the startup packet on its own, then every complete
   * message at once (PGlite runs a batch in one call). SSL and GSS requests are declined here,
   * cancel requests ignored (there is no other backend to signal).
   */
  private take(): Uint8Array | null {
    if (!this.started) {
      if (this.buffer.length < 8) return null;
      const length = this.buffer.readInt32BE(0);
      const code = this.buffer.readInt32BE(4);
      if (length < 8 || length > MAX_STARTUP_PACKET) {
        this.fail('08P01', 'invalid startup packet');
        return null;
      }
      if (this.buffer.length < length) return null;
      const packet = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write('N');
        return this.take();
      }
      if (code === CANCEL_REQUEST) {
        this.ending = true;
        return null;
      }
      this.started = true;
      return new Uint8Array(packet);
    }
    let end = 0;
    while (end + 5 <= this.buffer.length) {
      const length = 1 + this.buffer.readInt32BE(end + 1);
      if (length < 5) {
        this.fail('08P01', 'invalid message length');
        this.buffer = Buffer.alloc(0);
        return null;
      }
      if (end + length > this.buffer.length) break;
      if (this.buffer[end] === TERMINATE) {
        this.ending = true;
        this.buffer = Buffer.alloc(0);
        break;
      }
      end += length;
    }
    if (end === 0) return null;
    const batch = new Uint8Array(this.buffer.subarray(0, end));
    this.buffer = this.buffer.subarray(end);
    return batch;
  }

  /** Takes PGlite's transaction lock (waiting for the shop's running query or transaction). */
  private async turn(): Promise<void> {
    if (this.releaseTurn) return;
    this.releaseTurn = await new Promise<() => void>((granted) => {
      // The lock PGlite's own query(), exec() and transaction() take first (see the comment above).
      void this.pglite._runExclusiveTransaction(() => new Promise<void>((release) => granted(release)));
    });
    if (this.settings.length > 0) {
      await this.sql(
        `select ${this.settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, false)`).join(', ')}`,
      );
    }
  }

  /** The session is idle: the client's settings are kept aside and the shop gets the session back. */
  private async endTurn(): Promise<void> {
    const rows = await this.sql(`select name, setting from pg_settings where source = 'session'`);
    this.settings = rows.map((r) => [r[0] ?? '', r[1] ?? '']);
    if (this.settings.length > 0) await this.sql('reset all');
    this.release();
  }

  /** The client disconnected: its transaction is rolled back and what it left is dropped. */
  private async leave(): Promise<void> {
    if (this.gone) return;
    this.gone = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.refuseTimer);
    try {
      if (this.admitted && this.started) {
        await this.turn();
        if (this.pglite.isInTransaction()) await this.sql('rollback');
        await this.sql('close all; deallocate all; discard temp; reset all');
      }
    } finally {
      this.release();
      this.onGone();
    }
  }

  private release(): void {
    const release = this.releaseTurn;
    this.releaseTurn = null;
    release?.();
  }

  /** The shop-side statements of a turn: simple queries, rows as text. */
  private async sql(text: string): Promise<Array<Array<string | null>>> {
    const { messages } = await this.pglite.runExclusive(() => this.pglite.execProtocol(protocol.serialize.query(text)));
    return messages.filter((m): m is DataRow => m.name === 'dataRow').map((m) => m.fields);
  }

  /** A FATAL error the client shows (as PostgreSQL ends a connection), then the connection ends. */
  private fail(code: string, message: string): void {
    this.ending = true;
    const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(4 + fields.length, 1);
    this.hangUp(Buffer.concat([header, fields]));
  }

  /**
   * Sends the last bytes, then closes without waiting for the client to close its side: the
   * cleanup (and the release of a turn it holds) runs on 'close'.
   */
  private hangUp(last?: Buffer): void {
    this.socket.end(last ?? Buffer.alloc(0), () => this.socket.destroy());
  }
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
