import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isDatabaseEmpty, seedDemo } from './seed/index.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  console.error(
    `Cannot start: the database is not reachable or not usable (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${reason}`,
  );
  process.exit(1);
}

if (config.seedOnEmpty && (await isDatabaseEmpty(app.shop.db))) {
  app.log.info('empty database: loading demo data');
  await seedDemo(app.shop.db, { log: (msg) => app.log.info(msg) });
}

app.shop.outbox.start();
await app.listen({ port: config.port, host: config.host });
app.log.info(`shop on ${config.publicUrl} (database: ${app.shop.database.kind})`);

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
