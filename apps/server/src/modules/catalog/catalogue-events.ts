import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { listenTo } from '../../db/listen.ts';

/** The PostgreSQL channel a catalogue change is announced on. */
export const CATALOGUE_CHANNEL = 'shop_catalogue';
/**
 * What a change touched: the catalogue (anything shoppers read; the default), or only stock (an
 * order placed or cancelled), which leaves the category tree and menus as they are.
 */
export type ChangeScope = 'catalogue' | 'stock';
/** The NOTIFY payload of a stock-only change; any other payload (none) means the catalogue. */
const STOCK_PAYLOAD = 'stock';

/**
 * Announces a change of what shoppers read (products, categories, prices, menus, pages) to every
 * server process on this database, including the one calling.
 * Rule: docs/requirements/performance.md §Every process sees a change at once.
 * Call it after the change committed: a process that reloaded before the commit would keep the
 * old data. Also for writers outside a running shop (the staff CLI, an import), which have no
 * caches of their own.
 */
export async function announceCatalogueChange(db: DbOrTx, scope: ChangeScope = 'catalogue'): Promise<void> {
  await db.execute(sql`select ${changeAnnouncement(scope)}`);
}

/**
 * The NOTIFY of a change as an SQL expression, for a writer that announces inside its own
 * statement (an order: the announcement commits with the stock it took, and costs no round trip
 * of its own). The writer then calls `stockChangeAnnounced()` instead of `stockChanged()`.
 */
export function changeAnnouncement(scope: ChangeScope): SQL {
  return sql`pg_notify(${sql.raw(`'${CATALOGUE_CHANNEL}'`)}, ${sql.raw(`'${scope === 'stock' ? STOCK_PAYLOAD : ''}'`)})`;
}

export interface SharedOptions {
  /** Also dropped when only stock changed (whatever shows stock: listings, search, finished replies). */
  followsStock?: boolean;
}

export interface CacheEvents {
  /**
   * `dropLocal` runs in this process whenever any process announces a change (and after the
   * listening connection was lost, when a change may have been missed). Returns the function the
   * writers call: it drops this process's copy at once, then announces the change to the others.
   */
  shared(dropLocal: () => void, options?: SharedOptions): () => void;
  /**
   * Stock changed (an order placed or cancelled), nothing else: drops this process's copies that
   * follow stock at once, then announces it. Every process keeps its category tree and menus,
   * which an order used to make every process rebuild (docs/requirements/performance.md §Every process sees a change at once).
   */
  stockChanged(): void;
  /** As `stockChanged()`, for a writer whose statement announced it already (`changeAnnouncement`). */
  stockChangeAnnounced(): void;
  /** Resolves once the listener is listening (tests; the shop serves either way). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shop's caches follow changes made by any process within a second: the announcement is a
 * NOTIFY sent through the pool, heard by every process's listener (db/listen.ts).
 */
export function createCacheEvents(
  database: Database,
  warn: (msg: string, err?: unknown) => void = () => {},
): CacheEvents {
  const droppers: { drop: () => void; followsStock: boolean }[] = [];
  const dropAll = () => {
    for (const { drop } of droppers) drop();
  };
  const dropStock = () => {
    for (const { drop, followsStock } of droppers) if (followsStock) drop();
  };
  const heard = (payload: string | undefined) => (payload === STOCK_PAYLOAD ? dropStock() : dropAll());
  const listener = listenTo(database, CATALOGUE_CHANNEL, { heard, resync: dropAll, warn });

  return {
    shared(dropLocal, options = {}) {
      droppers.push({ drop: dropLocal, followsStock: options.followsStock === true });
      return () => {
        dropLocal();
        announceCatalogueChange(database.db).catch((err) => warn('catalogue change not announced', err));
      };
    },
    stockChanged() {
      dropStock();
      announceCatalogueChange(database.db, 'stock').catch((err) => warn('stock change not announced', err));
    },
    stockChangeAnnounced: dropStock,
    ready: () => listener.ready(),
    close: () => listener.close(),
  };
}
