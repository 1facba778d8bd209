/**
 * `npm test`: everything, in the order a failure is cheapest to find — typecheck, lint, unit
 * tests, the money property tests with many runs, the server tests (Vitest), the fault suite's
 * short form, the production build and its size budgets, then the browser journeys
 * (Playwright in Debian's Chromium). With TEST_DATABASE_URL set, the server tests and the journeys run on that PostgreSQL instead of PGlite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Steps whose result depends only on the source files (typecheck, lint, build, the unit tests of
 * the web and the contract) are skipped when they already passed for exactly these files on this
 * Node: CI runs the whole command twice, once per database, and only the database-bound steps
 * need the second run. TEST_NO_CACHE=1 runs everything.
 */
const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules/.cache/shop-test');
const fingerprint = (() => {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, stdio: 'pipe' })
      .toString()
      .split('\0')
      .filter(Boolean)
      .sort();
  } catch {
    // Not a git checkout: no way to know what changed, so nothing counts as passed already.
    return `no-git-${Date.now()}`;
  }
  const hash = createHash('sha256').update(process.version);
  for (const file of files) {
    hash.update(file);
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch {
      hash.update('(deleted)');
    }
  }
  return hash.digest('hex').slice(0, 16);
})();
const stamp = (step: string) => path.join(cacheDir, `${step}-${fingerprint}`);
const passedAlready = (step: string) => !process.env.TEST_NO_CACHE && existsSync(stamp(step));
function markPassed(step: string) {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stamp(step), new Date().toISOString());
}

function runOnce(
  step: string,
  title: string,
  command: string,
  args: string[],
  outputs: string[] = [],
  env: Record<string, string> = {},
) {
  if (passedAlready(step) && outputs.every((o) => existsSync(path.join(root, o)))) {
    console.log(`\n== ${title}: passed already for these sources (TEST_NO_CACHE=1 to rerun)`);
    return;
  }
  run(title, command, args, env);
  markPassed(step);
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (!existsSync(CHROMIUM)) {
  // The journeys need Debian's Chromium; as root we can install it ourselves.
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser journeys…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(`Chromium not found at ${CHROMIUM}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

console.log(`node ${process.version}; database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
runOnce('typecheck', 'typecheck', 'npm', ['run', 'typecheck']);
runOnce('lint', 'lint', 'biome', ['check', '.']);
runOnce('unit', 'web, staff and contract unit tests', 'vitest', [
  'run',
  '--project',
  'web',
  '--project',
  'staff',
  '--project',
  'contract',
]);
// The money properties with many more cases than the server tests draw (about 30 s), once per
// source state: a rare case shows up here, in the change that made it possible, not by chance in
// a later one. A failure prints fast-check's seed and path; keep the counterexample as a fixed
// case (apps/server/src/test/property.ts).
runOnce(
  'properties',
  'property tests, many runs',
  'vitest',
  ['run', '--config', 'apps/server/vitest.properties.config.ts'],
  [],
  { FC_RUNS: process.env.FC_RUNS ?? '30000' },
);
run('server tests', 'vitest', ['run', '--project', 'server']);
// The fault suite, short form (~30 s; docs/requirements/performance.md §Fault suite): kill -9, a PostgreSQL restart and
// SIGTERM under an order load, invariants in SQL. It brings its own database (a throwaway PostgreSQL cluster, or
// PGlite without PostgreSQL binaries), so one pass per source state is enough.
runOnce('faults', 'fault suite (short form)', 'node', ['bench/src/faults/run.ts', '--short']);
runOnce('build', 'build', 'npm', ['run', 'build'], ['apps/web/dist/index.html', 'apps/staff/dist/index.html']);
// The bundle budgets (.size-limit.ts, docs/requirements/performance.md §Bundle size budgets) on
// the build above; about a second.
run('size budgets', 'npm', ['run', 'size']);
// The accessibility audits and the Lighthouse check (e2e/a11y.spec.ts, lighthouse.spec.ts) judge
// the rendered storefront, not the database: once they passed for these sources, a second pass
// (CI's run on PostgreSQL) runs the other journeys only.
const uiAuditsPassed = passedAlready('ui-audits');
if (uiAuditsPassed) {
  console.log('\n(accessibility audits and Lighthouse check passed already for these sources: left out)');
  process.env.E2E_SKIP_UI_AUDITS = '1';
}
run('browser journeys', 'playwright', ['test', '-c', 'e2e/playwright.config.ts']);
if (!uiAuditsPassed) markPassed('ui-audits');
