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
function readBuild(folder: string): { manifest: Record<string, Chunk>; indexHtml: string } {
  try {
    return {
      manifest: JSON.parse(readFileSync(path.join(folder, '.vite/manifest.json'), 'utf8')),
      indexHtml: readFileSync(path.join(folder, 'index.html'), 'utf8'),
    };
  } catch {
    throw new Error(
      `${path.relative(import.meta.dirname, folder)} has no build with a manifest: run \`npm run build\` first`,
    );
  }
}
const { manifest, indexHtml } = readBuild(dist);

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

/**
 * The back office (apps/staff) has a budget of its own, loose on purpose: staff open it on office
 * machines over a fast line and keep it open all day, and it may carry what a back office needs
 * (React Router, TanStack Table, zod forms) that the storefront must not. The budget is still
 * real: it catches a mistake like bundling a chart or editor library into the first load instead
 * of its lazy screen. Measured at the first build: ~138 kB initial, ≤ 12 kB per lazy screen.
 */
const STAFF_INITIAL_LIMIT = '200 kB';
const STAFF_LAZY_LIMIT = '80 kB';
/**
 * The one rich-text editor (TipTap on ProseMirror: model, state, view, transform, its StarterKit,
 * Link and Image) measured 130.8 kB gzip at its first build: the editing engine itself, which no
 * smaller well-kept editor replaces without losing the allow-listed HTML it writes. It loads only
 * when a staff member opens a rich-text field (the form shows at once, the editor after), never in
 * the storefront (docs/decisions/010-back-office.md §Rich-text editor).
 */
const STAFF_EDITOR_CHUNK = 'src/components/rich-text-editor/tiptap-editor.tsx';
const STAFF_EDITOR_LIMIT = '140 kB';
const staffDist = path.join(import.meta.dirname, 'apps/staff/dist');
const staff = readBuild(staffDist);
const staffClosure = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !staff.manifest[key]) continue;
    seen.add(key);
    staffClosure(staff.manifest[key].imports ?? [], seen);
  }
  return seen;
};
const staffFiles = (keys: Iterable<string>) => [...keys].map((key) => `apps/staff/dist/${staff.manifest[key]?.file}`);
const staffReferenced = new Set([...staff.indexHtml.matchAll(/(?:src|href)="\/staff\/([^"]+\.js)"/g)].map((m) => m[1]));
const staffInitial = staffClosure(
  Object.keys(staff.manifest).filter((key) => staffReferenced.has(staff.manifest[key]?.file)),
);
if (staffInitial.size === 0) throw new Error('apps/staff/dist/index.html loads no script of the manifest');

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
  {
    name: 'back office: initial JS (apps/staff index.html)',
    path: staffFiles(staffInitial),
    limit: STAFF_INITIAL_LIMIT,
    gzip: true,
  },
  ...Object.keys(staff.manifest)
    .filter((key) => staff.manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => ({
      name: `back office: lazy ${key.replace(/^src\/app\//, '').replace(/\.tsx?$/, '')}`,
      path: staffFiles([...staffClosure([key])].filter((k) => !staffInitial.has(k))),
      limit: key === STAFF_EDITOR_CHUNK ? STAFF_EDITOR_LIMIT : STAFF_LAZY_LIMIT,
      gzip: true,
    })),
];
