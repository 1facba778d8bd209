/**
 * Size budgets of the built storefront (`npm run build`, then `npm run size`), gzip level 9 as
 * the server's precompressed `.gz` files. Generated from the build itself on every run, so a new
 * screen is covered without editing this file:
 *   - "initial JS, home": what index.html loads (its scripts and modulepreloads) plus the home
 *     screen's chunk and the chunks only it imports — everything the first visit runs;
 *   - one check per lazily loaded chunk (each route of apps/web/src/app/router.tsx and any other
 *     `import()`): the chunk plus the chunks it imports that are not loaded at start, i.e. what
 *     opening that screen downloads after the home page.
 * The chunk graph comes from Vite's manifest (apps/web/dist/.vite/manifest.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The budgets of docs/requirements/performance.md §Bundle size budgets (gzip; size-limit's kB are 1000 bytes). The
 * initial JS is mostly react-dom (~64 kB) and TanStack Query (~10 kB); the router is the shop's own (~3.5 kB,
 * docs/decisions/005-own-router.md) because React Router's data router alone was 31 kB.
 */
const INITIAL_LIMIT = '120 kB';
const LAZY_LIMIT = '40 kB';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

const dist = path.join(import.meta.dirname, 'apps/web/dist');
let manifest: Record<string, Chunk>;
let indexHtml: string;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  throw new Error('apps/web/dist has no build with a manifest: run `npm run build` first');
}

const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
const filesOf = (keys: Iterable<string>) => [...keys].map((key) => `apps/web/dist/${manifest[key]?.file}`);

const referenced = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
const initial = closure(Object.keys(manifest).filter((key) => referenced.has(manifest[key]?.file)));
const HOME = 'src/app/routes/home.tsx';
if (!manifest[HOME]) throw new Error(`${HOME} is not a chunk of the build`);

const lazy = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry)
  .sort();

export default [
  {
    name: 'initial JS, home (index.html + home screen)',
    path: filesOf(closure([HOME], new Set(initial))),
    limit: INITIAL_LIMIT,
    gzip: true,
  },
  ...lazy.map((key) => ({
    name: `lazy ${key.replace(/^src\/app\//, '').replace(/\.tsx?$/, '')}`,
    path: filesOf([...closure([key])].filter((k) => !initial.has(k))),
    limit: LAZY_LIMIT,
    gzip: true,
  })),
];
