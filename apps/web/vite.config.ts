import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const API_TARGET = 'http://127.0.0.1:3000';

const ENTRY = path.join(root, 'src/app/main.tsx');

/**
 * Chunk groups of the build. Left alone, the bundler makes a chunk of every set of modules that the
 * entry and some lazy screens share: ~35 files of a few hundred bytes each at start, each a request
 * (over HTTP/1.1 a queue). Instead, what the entry imports statically (`$initial`) goes into
 * `vendor` (node_modules) and `app`; the lazy screens keep their own chunks; what the catalogue
 * screens share goes into `catalog`, the small parts lazy screens share into `shared`, and the
 * rest (the form libraries…) is split automatically. A catalogue page's first view is then six
 * script files and four stylesheets. `npm run size` checks the sizes (.size-limit.ts).
 */
const CHUNK_GROUPS = [
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 3 },
  { name: 'app', test: (id: string) => id !== ENTRY, tags: ['$initial' as const], priority: 2 },
  // What several catalogue screens share (product cards, cart and wishlist buttons, scroller,
  // paginator): one chunk (and one stylesheet) instead of ten small ones.
  {
    name: 'catalog',
    test: /[\\/]src[\\/](features[\\/](catalog|cart|wishlist|blog)|components[\\/]ui[\\/](scroller|paginator)|app[\\/]compose)[\\/]/,
    minShareCount: 2,
    priority: 1,
    // Not their other dependencies (useMutation, Spinner…): checkout or logout need those too,
    // and would otherwise download the whole group for them.
    includeDependenciesRecursively: false,
  },
  // The small pieces lazy screens share otherwise (icons, UI parts, hooks, useMutation): one chunk.
  {
    name: 'shared',
    test: /[\\/](src[\\/](components|hooks)|node_modules[\\/](lucide-react|@tanstack))[\\/]/,
    minShareCount: 2,
    priority: 0,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under assets/ (Vite's default) get immutable caching from the server.
    assetsDir: 'assets',
    // .vite/manifest.json: which chunks each screen needs. The server preloads a page's screen
    // from it (modules/seo/preload.ts) and the size budgets are checked on it (.size-limit.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/admin': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
