import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTemplates, dropTemplates } from './databases.ts';

export default async function setup() {
  process.env.SHOP_TEST_RUN = randomBytes(4).toString('hex');
  // Every folder a test makes in the temporary directory (a shop's data, an import's files, a
  // child process's) lands in this run's own folder, removed when the run ends: a test that
  // forgets its folder no longer leaves it in /tmp. The workers and their children inherit it.
  const runDir = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
  process.env.TMPDIR = runDir;
  await buildTemplates((msg) => console.log(msg));
  return async () => {
    await dropTemplates();
    rmSync(runDir, { recursive: true, force: true });
  };
}
