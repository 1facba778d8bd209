import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { type ChannelListener, listenTo } from '../../db/listen.ts';
import type { SessionCustomer } from './session.repository.ts';

/** The channel migration 0041's triggers announce a change of a session's data on. */
export const SESSIONS_CHANNEL = 'shop_sessions';
/** A bound on how long a session's data is kept even when nothing is announced. */
const MAX_AGE_MS = 5 * 60_000;
/** Sessions kept per process (a logged-in customer's session is about 1 kB here). */
const MAX_SESSIONS = 20_000;

export interface SessionCache {
  /**
   * The customer of a session (by its id's hash): from memory, or `load`ed from the database and
   * then kept, unless a change was announced while it loaded (the row may predate the change).
   */
  read(idHash: string, load: () => Promise<SessionCustomer | null>): Promise<SessionCustomer | null>;
  /** Forgets one session in this process at once (its hourly touch changed it). */
  forget(idHash: string): void;
  /** Forgets every session in this process at once (after a write here: read your writes). */
  forgetAll(): void;
  /** How many sessions this process keeps (tests). */
  size(): number;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every logged-in request needs its session's customer: kept in memory, a request costs no round
 * trip for it. Kept only while this process LISTENs to the announcements of migration 0041's
 * triggers (any change of the sessions, customers or wishlist rows, by whatever writer), so a
 * logout, a blocked customer or a new price group reaches every process within milliseconds;
 * while the listening connection is lost, every request reads the database.
 * docs/decisions/017-perf-listing.md §Sessions kept in memory
 */
export function createSessionCache(database: Database, warn: (msg: string, err?: unknown) => void): SessionCache {
  const sessions = new LRUCache<string, SessionCustomer>({ max: MAX_SESSIONS, ttl: MAX_AGE_MS });
  // Raised by every announcement: a load that began before it may hold the old row.
  let generation = 0;
  const forgetAll = () => {
    generation++;
    if (sessions.size > 0) sessions.clear();
  };
  const forgetCustomers = (ids: Set<number>) => {
    generation++;
    for (const [idHash, customer] of sessions.entries()) if (ids.has(customer.id)) sessions.delete(idHash);
  };
  const heard = (payload: string | undefined) => {
    // '*' (too many to name), like anything else that is not a list of ids, forgets everything.
    const ids = (payload ?? '').split(',').map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) forgetAll();
    else forgetCustomers(new Set(ids));
  };
  const listener: ChannelListener = listenTo(database, SESSIONS_CHANNEL, { heard, resync: forgetAll, warn });

  return {
    async read(idHash, load) {
      const kept = sessions.get(idHash);
      if (kept && listener.listening() && kept.sessionExpiresAt.getTime() > Date.now()) return kept;
      const began = generation;
      const customer = await load();
      if (!customer) return null;
      // One object now serves many requests: frozen, so none can change it for the others.
      Object.freeze(customer.wishlist);
      Object.freeze(customer);
      if (began === generation && listener.listening()) sessions.set(idHash, customer);
      return customer;
    },
    forget(idHash) {
      generation++;
      sessions.delete(idHash);
    },
    forgetAll,
    size: () => sessions.size,
    ready: () => listener.ready(),
    close: () => listener.close(),
  };
}
