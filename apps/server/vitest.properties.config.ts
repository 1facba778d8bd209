import { defineConfig } from 'vitest/config';

/**
 * The pure property tests alone (no database, so no global setup), for the step of `npm test`
 * that runs them with many more cases (FC_RUNS, scripts/test.ts). A new pure property-test file
 * belongs in this list; the property settings are in src/test/property.ts.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'properties',
    environment: 'node',
    // Many runs take seconds per property; the step's budget is about a minute in all.
    testTimeout: 120_000,
    include: [
      'src/modules/pricing/pricing.test.ts',
      'src/modules/basket/basket-totals.test.ts',
      'src/modules/invoices/credit-note-money.test.ts',
    ],
  },
});
