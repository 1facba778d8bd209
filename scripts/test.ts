/**
 * `npm test`: everything, in the order a failure is cheapest to find — typecheck, lint, unit
 * and server tests (Vitest), the production build, then the browser journeys (Playwright in
 * Debian's Chromium). With TEST_DATABASE_URL set, the server tests and the journeys run on
 * that PostgreSQL instead of PGlite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title: string, command: string, args: string[]) {
  const started = Date.now();
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
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
run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'biome', ['check', '.']);
run('unit and server tests', 'vitest', ['run']);
run('build', 'npm', ['run', 'build']);
run('browser journeys', 'playwright', ['test', '-c', 'e2e/playwright.config.ts']);
