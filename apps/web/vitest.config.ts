import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    root,
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // One DOM and module cache per worker, not per file: 103 → 27 s with the staff and contract tests
    // (docs/decisions/020-test-time.md). The setup file unmounts, restores mocks and clears storage after each test.
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
