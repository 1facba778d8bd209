import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const API_TARGET = 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text asset over 1 KB in the output
 * directory, so the server (`@fastify/static` with `preCompressed`) never compresses per request.
 * Runs after the bundle and the copied `public/` files are on disk.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        if ((await stat(file)).size <= MIN_BYTES) continue;
        jobs.push(
          readFile(file).then(async (data) => {
            const [br, gzipped] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gz(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

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
