import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is evaluated in the runner and again in every worker: pick the port and the
// data folder once and hand them down through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The accessibility audits and the Lighthouse check judge the rendered storefront, not the
// database: scripts/test.ts sets this on a second pass over the same sources (CI's PostgreSQL run).
const skipUiAudits = process.env.E2E_SKIP_UI_AUDITS === '1';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: skipUiAudits ? ['lighthouse.spec.ts', 'a11y.spec.ts', 'staff-a11y.spec.ts'] : 'lighthouse.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    // The Lighthouse quick check measures timing: it runs alone, after every journey has finished.
    ...(skipUiAudits ? [] : [{ name: 'lighthouse', testMatch: 'lighthouse.spec.ts', dependencies: ['chromium'] }]),
  ],
  webServer: {
    command: `${process.execPath} ${path.join(import.meta.dirname, 'start-server.ts')}`,
    url: `${baseURL}/admin/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Stopped as in production, so it shuts down cleanly and removes its data folder (start-server.ts);
    // without this Playwright kills it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      PUBLIC_URL: baseURL,
      STAFF_EMAIL: 'staff@example.com',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PACKETA_API_KEY: 'e2e-test-key',
      // The journeys never call the EU's VIES (a registration's IČ DPH stays "not verified").
      VIES_URL: 'off',
    },
  },
});
