import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PohodaExportQuerySchema } from '@shop/contract';
import { loadConfig } from '../config.ts';
import { openDatabaseBesideShop } from '../db/client.ts';
import { createOutbox } from '../mail/outbox.ts';
import { createTransport } from '../mail/transport.ts';
import {
  auditStockImport,
  exportPohoda,
  importPohodaStock,
  parsePohodaStock,
} from '../modules/accounting/pohoda.service.ts';
import { approveByEmail } from '../modules/auth/approval.service.ts';
import { announceCatalogueChange } from '../modules/catalog/catalogue-events.ts';
import { IMPORT_USAGE, ImportUsageError, runImportCommand } from '../modules/catalogue-import/import-cli.ts';
import { orderMailRenderers } from '../modules/checkout/order-mail.ts';
import { issueInvoiceForOrder } from '../modules/invoices/invoice.service.ts';
import { CLI, recordAudit } from '../modules/staff/audit.ts';
import { runStaffCommand, STAFF_USAGE, StaffUsageError } from '../modules/staff/staff-cli.ts';
import { isDatabaseEmpty, seedDemo } from '../seed/index.ts';

/**
 * Staff commands: `npm run shop -- <command>`.
 *   seed [--products N] [--orders N]
 *                         demo data (on an empty database), then a generated catalogue up to N products
 *                         and a generated order history up to N orders
 *   approve <email>       approve a registration (as the staff mail's link does) and mail the customer
 *   invoice <order>       issue the invoice for an order and print its number
 *   staff add|reset …     back-office users (modules/staff/staff-cli.ts)
 *   export pohoda --from D --to D [--out FILE]   orders, invoices, credit notes as POHODA XML
 *   import-pohoda FILE    stock and base prices from POHODA's stock list, by product code
 *   import FILE [--images ZIP] [--mapping NAME] [--dry-run]   products (and images from a ZIP) from CSV, XLSX or Heureka XML (modules/catalogue-import)
 * On the embedded database a running shop owns the data: the commands then work through its
 * socket, and open the folder themselves only while no shop runs (db/client.ts).
 */
const USAGE = `Usage: npm run shop -- <command>
  seed [--products N] [--orders N]
                           load the demo data when the database is empty; with --products, add generated
                           products up to N; with --orders, generated orders (every status, invoices) up to N
  approve <email>          approve a pending company account and mail the customer
  invoice <order-number>   issue the invoice for an order (one per order, not cancelled or returned) and print its number
  export pohoda --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE]
                           orders, invoices and credit notes of those days as the XML POHODA imports (stdout without --out)
  import-pohoda FILE       stock and base prices (excl. VAT) from POHODA's stock export, by product code; prints unknown codes
${IMPORT_USAGE}
${STAFF_USAGE}
`;

/** A command given without what it needs: the usage is printed and the exit code is 2. */
class UsageError extends Error {}

const [command, ...rest] = process.argv.slice(2);
const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabaseBesideShop>>;
try {
  database = await openDatabaseBesideShop(config, (msg) => console.error(msg));
} catch (err) {
  console.error(`Cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const log = (msg: string) => console.log(msg);
let exitCode = 0;
try {
  await database.migrate();
  switch (command) {
    case 'seed': {
      const { values } = parseArgs({
        args: rest,
        options: { products: { type: 'string' }, orders: { type: 'string' } },
      });
      if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { log });
      else log('demo data already present');
      if (values.products) {
        const target = Number(values.products);
        if (!Number.isInteger(target) || target < 1) throw new Error('--products must be a positive whole number');
        const { seedBigCatalogue } = await import('../seed/big-catalogue.ts');
        await seedBigCatalogue(database.db, { products: target, log });
      }
      if (values.orders) {
        const target = Number(values.orders);
        if (!Number.isInteger(target) || target < 1) throw new Error('--orders must be a positive whole number');
        const { seedBigOrders } = await import('../seed/big-orders.ts');
        await seedBigOrders(database.db, { orders: target, log });
      }
      break;
    }
    case 'approve': {
      const email = rest[0];
      if (!email) throw new UsageError('approve needs the e-mail address of the account');
      const transport = createTransport(config.smtpUrl, config.mailDir, log);
      const outbox = createOutbox(
        database.db,
        transport,
        config.mailFrom,
        (msg) => console.error(msg),
        orderMailRenderers(database.db, config),
      );
      try {
        const result = await approveByEmail({ db: database.db, config, outbox }, email);
        if (result === 'not-found') throw new Error(`No account with the e-mail ${email}`);
        log(
          result === 'approved'
            ? `${email} approved; the customer gets an e-mail`
            : result === 'already-approved'
              ? `${email} was already approved`
              : `${email} is not waiting for approval (rejected or blocked; see the back office)`,
        );
      } finally {
        await outbox.stop();
        transport.close();
      }
      break;
    }
    case 'invoice': {
      const orderNumber = rest[0];
      if (!orderNumber) throw new UsageError('invoice needs an order number');
      // An unknown, cancelled or already invoiced order throws with a message that says so. The
      // same function as the back office's; the audit entry names the command line.
      const invoice = await issueInvoiceForOrder(database.db, orderNumber, {
        documents: config,
        within: (tx, issued) =>
          recordAudit(tx, CLI, {
            action: 'invoice.issue',
            entity: 'invoice',
            entityId: issued.id,
            summary: `Vystavená faktúra ${issued.number} k objednávke ${issued.varsymbol} (príkazový riadok)`,
            changes: { number: [null, issued.number], totalCents: [null, issued.totalCents] },
          }),
      });
      log(invoice.number);
      break;
    }
    case 'staff':
      log(await runStaffCommand({ db: database.db, config }, rest));
      break;
    case 'export': {
      // The same functions as the back office's (modules/accounting/pohoda.service.ts).
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
      });
      if (positionals[0] !== 'pohoda') throw new UsageError('export needs the format: export pohoda');
      const range = PohodaExportQuerySchema.safeParse({ from: values.from, to: values.to });
      if (!range.success) throw new UsageError('export pohoda needs --from and --to as YYYY-MM-DD, from not after to');
      const xml = await exportPohoda(database.db, config, range.data.from, range.data.to);
      if (values.out) {
        writeFileSync(values.out, xml);
        console.error(`written to ${values.out}`);
      } else process.stdout.write(xml);
      break;
    }
    case 'import-pohoda': {
      const file = rest[0];
      if (!file) throw new UsageError('import-pohoda needs the file POHODA exported');
      const rows = parsePohodaStock(readFileSync(file, 'utf8'));
      const result = await importPohodaStock(database.db, rows, (tx, done) =>
        auditStockImport(tx, CLI, `${file}, príkazový riadok`, done),
      );
      log(`updated ${result.updated}, unchanged ${result.unchanged}`);
      if (result.unknownCodes.length > 0) log(`unknown codes: ${result.unknownCodes.join(', ')}`);
      // Running shops drop their catalogue reads at once (docs/requirements/performance.md §Every process sees a change at once).
      await announceCatalogueChange(database.db);
      break;
    }
    case 'import':
      exitCode = await runImportCommand(database.db, rest, log, (line) => console.error(line));
      await announceCatalogueChange(database.db);
      break;
    default:
      console.error(USAGE);
      exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  const usage = err instanceof UsageError || err instanceof StaffUsageError || err instanceof ImportUsageError;
  if (usage) console.error(USAGE);
  exitCode = usage ? 2 : 1;
} finally {
  await database.close();
}
process.exit(exitCode);
