import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/one-query-per-client.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM: two workers on two cores is the sweet spot.
    maxWorkers: 2,
    // Files share a worker's module cache instead of importing the whole server again per file:
    // PGlite 457 → 240 s, PostgreSQL 283 → 126 s (docs/decisions/020-test-time.md). Tests must
    // not change module state or process.env; each builds its own shop (test/app.ts).
    isolate: false,
  },
});
