import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDemo } from '../db/seed/index.ts';

/**
 * Staff commands: `npm run shop -- <command>`.
 *   seed [--products N]   demo data (on an empty database), then a generated catalogue up to N products
 */
const USAGE = `Usage: npm run shop -- <command>
  seed [--products N]      load the demo data when the database is empty; with --products, add generated products up to N
`;

const [command, ...rest] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config);
const log = (msg: string) => console.log(msg);
let exitCode = 0;
try {
  await database.migrate();
  switch (command) {
    case 'seed': {
      const { values } = parseArgs({ args: rest, options: { products: { type: 'string' } } });
      if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { log });
      else log('demo data already present');
      if (values.products) {
        const target = Number(values.products);
        if (!Number.isInteger(target) || target < 1) throw new Error('--products must be a positive whole number');
        const { seedBigCatalogue } = await import('../db/seed/big-catalogue.ts');
        await seedBigCatalogue(database.db, { products: target, log });
      }
      break;
    }
    default:
      console.error(USAGE);
      exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
