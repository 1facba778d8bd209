import pg from 'pg';
import type { Database } from './client.ts';

/** How long a lost listening connection waits before connecting again. */
const RECONNECT_MS = 250;

export interface ChannelListener {
  /**
   * True while a NOTIFY on the channel would reach this process. A cache that must never serve
   * data older than the last announcement (the sessions) serves nothing from memory while false.
   */
  listening(): boolean;
  /** Resolves once the first LISTEN succeeded (or failed and is being retried). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload (none: undefined or ''). */
  heard(payload: string | undefined): void;
  /**
   * Called whenever listening (re)starts: whatever was announced while nobody listened is
   * unknown, so the caller starts afresh (drops what it keeps).
   */
  resync(): void;
  warn(msg: string, err?: unknown): void;
}

/**
 * LISTENs on `channel` for this process. On PostgreSQL a dedicated connection (a pooled one would
 * be handed to queries), reconnecting when it is lost; embedded (PGlite: one process, and the
 * staff CLI reaches it through its socket), PGlite's own LISTEN delivers the NOTIFY in process.
 */
export function listenTo(database: Database, channel: string, handlers: ListenHandlers): ChannelListener {
  let closed = false;
  let connected = false;
  let listening: Promise<void> = Promise.resolve();
  let stop: () => Promise<void> = async () => {};

  if (database.kind === 'postgres' && database.url) {
    const url = database.url;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, application_name: `shop-listen-${channel}` });
      client = next;
      let lost = false;
      const reconnect = (err?: unknown) => {
        connected = false;
        if (lost || closed) return;
        lost = true;
        handlers.warn(`the listener of ${channel} lost its connection; reconnecting`, err);
        next.end().catch(() => {});
        retry = setTimeout(() => {
          listening = connect();
        }, RECONNECT_MS);
      };
      next.on('error', reconnect);
      next.on('end', () => reconnect());
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.heard(message.payload);
      });
      return next
        .connect()
        .then(() => next.query(`LISTEN ${channel}`))
        .then(() => {
          if (lost) return;
          connected = true;
          handlers.resync();
        })
        .catch((err) => reconnect(err));
    };
    listening = connect();
    stop = async () => {
      clearTimeout(retry);
      connected = false;
      await client?.end().catch(() => {});
    };
  } else if (database.raw) {
    const unlisten = database.raw.listen(channel, (payload) => handlers.heard(payload));
    listening = unlisten.then(() => {
      connected = true;
      handlers.resync();
    });
    stop = async () => {
      connected = false;
      (await unlisten)();
    };
  }

  return {
    listening: () => connected && !closed,
    ready: () => listening,
    async close() {
      closed = true;
      await stop();
    },
  };
}
