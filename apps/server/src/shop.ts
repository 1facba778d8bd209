import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Outbox } from './mail/outbox.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';
import type { CacheEvents } from './modules/catalog/catalogue-events.ts';
import type { CategoryCache } from './modules/catalog/category-tree.ts';
import type { MenuCache } from './modules/content/menu.service.ts';
import type { SessionControl } from './plugins/session.ts';
import type { StaffSessionControl } from './plugins/staff-session.ts';

/**
 * Everything a route or service may use, built once per app by `buildApp` (app.ts). Services
 * take the parts they need from here, never from app.ts, so the dependency runs one way:
 * app.ts → modules → shop.ts.
 */
export interface Shop {
  config: Config;
  database: Database;
  db: Db;
  outbox: Outbox;
  sessions: SessionControl;
  menus: MenuCache;
  categories: CategoryCache;
  catalog: CatalogService;
  /** Cache drops every server process hears (modules/catalog/catalogue-events.ts). */
  cacheEvents: CacheEvents;
  staffSessions: StaffSessionControl;
  /** Scheduled work; server.ts starts it (jobs/runner.ts). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: Shop;
  }
}
