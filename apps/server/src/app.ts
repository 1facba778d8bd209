import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerEtags } from './http/cache.ts';
import { shopJobs } from './jobs/index.ts';
import { createJobRunner } from './jobs/runner.ts';
import { createOutbox } from './mail/outbox.ts';
import { createTransport, type MailTransport } from './mail/transport.ts';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBankStaffRoutes } from './modules/bank/bank.staff.routes.ts';
import { registerBasketRoutes } from './modules/basket/basket.routes.ts';
import { registerBlogRoutes } from './modules/blog/blog.routes.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createCacheEvents } from './modules/catalog/catalogue-events.ts';
import { createCategoryCache } from './modules/catalog/category-tree.ts';
import { registerCatalogueStaffRoutes } from './modules/catalogue-editing/catalogue.staff.routes.ts';
import { registerCatalogueImportStaffRoutes } from './modules/catalogue-import/catalogue-import.staff.routes.ts';
import { registerPriceListRoutes } from './modules/catalogue-import/price-list.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { registerCouponStaffRoutes } from './modules/checkout/coupons.staff.routes.ts';
import { orderMailRenderers } from './modules/checkout/order-mail.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerContentStaffRoutes } from './modules/content/content.staff.routes.ts';
import { registerHomepageStaffRoutes } from './modules/content/homepage.staff.routes.ts';
import { createMenuCache } from './modules/content/menu.service.ts';
import { registerMenuStaffRoutes } from './modules/content/menus.staff.routes.ts';
import { registerCustomerRoutes } from './modules/customer/customer.routes.ts';
import { registerCustomerStaffRoutes } from './modules/customer/customers.staff.routes.ts';
import { registerFeedRoutes } from './modules/feeds/feeds.routes.ts';
import { registerInvoiceDocumentStaffRoutes } from './modules/invoices/invoice-documents.staff.routes.ts';
import { registerInvoiceStaffRoutes } from './modules/invoices/invoices.staff.routes.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { registerMediaStaffRoutes } from './modules/media/media-staff.routes.ts';
import { registerOrderStaffRoutes } from './modules/orders/orders.staff.routes.ts';
import { registerPriceGroupStaffRoutes } from './modules/pricing/price-groups.staff.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { createShellRenderer, registerSeoRoutes } from './modules/seo/seo.ts';
import { registerAuditCheck } from './modules/staff/audit.ts';
import { registerDashboardRoutes } from './modules/staff/dashboard.routes.ts';
import { registerStaffGuard } from './modules/staff/guard.ts';
import { registerStaffRoutes } from './modules/staff/staff.routes.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerVatCheckStaffRoutes } from './modules/vat-check/vat-check.staff.routes.ts';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerCompression } from './plugins/compress.ts';
import { API_PREFIX, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerInFlight } from './plugins/in-flight.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerPublicReplies } from './plugins/public-replies.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerStaffSessions } from './plugins/staff-session.ts';
import { registerStaffSpa } from './plugins/staff-spa.ts';
import { registerSpa } from './plugins/static-spa.ts';
import type { Shop } from './shop.ts';

const appVersion = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }
).version;

/** How long a shutdown waits for requests still running before it closes the database. */
const SHUTDOWN_DRAIN_MS = 8000;

export interface BuildOptions {
  /** An already opened (and migrated) database; otherwise opened from the config. */
  database?: Database;
  transport?: MailTransport;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: Writable;
}

/** Builds the whole shop (API, SPA, media) without listening; `server.ts` listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    // Whose X-Forwarded-For names the client (TRUST_PROXY); anyone else's is ignored.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
    // During a graceful shutdown a request that still arrives on an open keep-alive connection is
    // served (with `Connection: close`) instead of Fastify's own 503, whose body is not the envelope.
    return503OnClosing: false,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) await database.migrate();
  const transport = options.transport ?? createTransport(config.smtpUrl, config.mailDir, (msg) => app.log.info(msg));
  const outbox = createOutbox(
    database.db,
    transport,
    config.mailFrom,
    (msg, err) => app.log.warn({ err }, msg),
    orderMailRenderers(database.db, config),
  );

  registerErrorHandling(app);
  const inFlight = registerInFlight(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  registerEtags(app);
  registerCompression(app);
  const publicReplies = registerPublicReplies(app, config.readCache ? 2000 : 0);
  const sessions = registerSessions(app, database, {
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    warn: (msg, err) => app.log.warn({ err }, msg),
  });
  // The back office: its own sessions, the default-deny guard of its routes, nothing unaudited.
  const staffSessions = registerStaffSessions(app, database.db, config);
  registerStaffGuard(app, staffSessions);
  registerAuditCheck(app, config.strictAudit);
  // Each cache's hook drops this process's copy and announces the change to every process.
  const cacheEvents = createCacheEvents(database, (msg, err) => app.log.warn({ err }, msg));
  cacheEvents.shared(publicReplies.clear, { followsStock: true });
  const menuCache = createMenuCache(database.db);
  const menus = { ...menuCache, invalidate: cacheEvents.shared(menuCache.invalidate) };
  const categoryCache = createCategoryCache(database.db);
  const categories = { ...categoryCache, invalidate: cacheEvents.shared(categoryCache.invalidate) };
  const catalogService = createCatalogService(database.db, categories, [publicReplies.clear], config.readCache);
  cacheEvents.shared(catalogService.dropStockReads, { followsStock: true });
  const catalog = { ...catalogService, catalogueChanged: cacheEvents.shared(catalogService.catalogueChanged) };
  const jobs = createJobRunner(database.db, shopJobs({ config, outbox }), {
    log: (msg, err) => app.log.error({ err }, msg),
  });
  const shop: Shop = {
    config,
    database,
    db: database.db,
    outbox,
    sessions,
    menus,
    categories,
    catalog,
    cacheEvents,
    staffSessions,
    jobs,
  };
  app.decorate('shop', shop);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        description: 'The storefront API (/admin/v1); envelope, errors and paths: docs/requirements/api.md',
        version: appVersion,
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is built either way (tests read it through app.swagger()); its pages only
  // with API_DOCS=true, under the shop's own CSP (swagger-ui's assets are served from here).
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      registerSystemRoutes(api, database);
      registerAuthRoutes(api);
      registerContentRoutes(api, menus);
      registerCatalogRoutes(api, catalog);
      registerBlogRoutes(api);
      registerContactRoutes(api);
      registerCustomerRoutes(api);
      registerPriceListRoutes(api);
      registerWishlistRoutes(api);
      registerBasketRoutes(api);
      registerCheckoutRoutes(api);
      registerSearchRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  // The back office's API in its own plugin, so what it adds stays out of the customers' routes.
  await app.register(async (api) => registerStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerDashboardRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerCustomerStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerInvoiceStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerOrderStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerVatCheckStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerInvoiceDocumentStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerBankStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerAccountingRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerCatalogueStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerCatalogueImportStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerMediaStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerPriceGroupStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerCouponStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerContentStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerHomepageStaffRoutes(api), { prefix: API_PREFIX });
  await app.register(async (api) => registerMenuStaffRoutes(api), { prefix: API_PREFIX });
  registerMediaRoutes(app, database.db);
  registerSeoRoutes(app);
  registerFeedRoutes(app);
  await registerStaffSpa(app, config.staffDist);
  await registerSpa(app, config.webDist, createShellRenderer(app));

  app.addHook('onClose', async () => {
    // The server accepts nothing new by now; what is still running gets the database it needs.
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS)))
      app.log.warn(`closing with ${inFlight.active} requests unfinished`);
    await cacheEvents.close();
    await sessions.close();
    await jobs.stop();
    await outbox.stop();
    transport.close();
    if (!options.database) await database.close();
  });
  return app;
}
