import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { embeddedFiles } from './db/client.ts';
import { DatabaseInUseError } from './db/lock.ts';
import { type DatabaseSocket, serveDatabaseSocket } from './db/socket.ts';
import { isDatabaseEmpty, seedDemo, workingDemoLogins } from './seed/index.ts';

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
  if (err instanceof DatabaseInUseError) {
    console.error(
      `Cannot start: the database in ${config.dbDir} is in use by process ${err.pid} (another shop or a staff command); stop it or set another DATA_DIR`,
    );
    process.exit(1);
  }
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

// The embedded database is this process's alone (db/lock.ts); staff commands and psql reach it
// through this socket while the shop runs (db/socket.ts). Opened once the demo data is in, so a
// staff command started meanwhile waits for the shop instead of racing its seed.
let socket: DatabaseSocket | undefined;
const embedded = app.shop.database.raw;
if (embedded) {
  try {
    socket = await serveDatabaseSocket(embedded, embeddedFiles(config.dbDir).socketDir, {
      log: (msg) => app.log.warn(msg),
    });
  } catch (err) {
    // The shop still works; only staff commands must then wait until it is stopped.
    console.error(
      `No database socket (staff commands need the shop stopped): ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

app.shop.outbox.start();
// Scheduled work (reminders of overdue invoices): every process runs the runner, the database
// decides which one runs a job (jobs/runner.ts). Stopped by app.close() on shutdown.
app.shop.jobs.start();
await app.listen({ port: config.port, host: config.host });
app.log.info(`shop on ${config.publicUrl} (database: ${app.shop.database.kind})`);

// Start-up ends with one plain line a person reads (the log lines above are JSON for machines).
// Each part names something that exists on this shop; a new part is one more entry.
const demo = await workingDemoLogins(app.shop.db).catch(() => ({ customer: null, staff: null }));
const ready = [
  `Shop ready at ${config.publicUrl}`,
  demo.customer && `demo login ${demo.customer.email} / ${demo.customer.password}`,
  `back office ${config.publicUrl}/staff`,
  demo.staff && `staff login ${demo.staff.email} / ${demo.staff.password}`,
];
console.log(ready.filter(Boolean).join(' · '));

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    Promise.resolve(socket?.close())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
