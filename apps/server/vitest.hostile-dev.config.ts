import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    name: 'hostiledev',
    environment: 'node',
    include: ['src/hostile/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { SHOP_TEST_RUN: 'hostiledev' },
  },
});
