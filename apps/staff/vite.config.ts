import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * The back office (docs/decisions/010-back-office.md): served by the shop's server under /staff/
 * (apps/server/src/plugins/staff-spa.ts), so every URL it builds starts there. Precompressed like
 * the storefront; its own loose size budget is in .size-limit.ts.
 */
export default defineConfig({
  root,
  base: '/staff/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: the size budget (.size-limit.ts) reads the chunk graph from it.
    manifest: true,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/admin': { target: API_TARGET, changeOrigin: false } },
  },
});
