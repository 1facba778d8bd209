import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo12345' } as const;

/** The .eml files the shop wrote to DATA_DIR/mail (no SMTP in the journeys). */
export function mailbox() {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const read = () => {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    return files.sort().map((f) => decodeMail(readFileSync(path.join(dir, f), 'utf8')));
  };
  return {
    all: read,
    /** Waits for a mail to `to` whose text matches. */
    async waitFor(to: string, match: RegExp | string, timeoutMs = 15_000) {
      let found: string | undefined;
      await expect
        .poll(
          () => {
            found = read().find(
              (m) => m.includes(to) && (typeof match === 'string' ? m.includes(match) : match.test(m)),
            );
            return Boolean(found);
          },
          { timeout: timeoutMs },
        )
        .toBe(true);
      return found as string;
    },
  };
}

/** Undo quoted-printable soft breaks and escapes so a test can search the text. */
function decodeMail(raw: string) {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const qp = unfolded.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  try {
    return Buffer.from(qp, 'latin1').toString('utf8');
  } catch {
    return qp;
  }
}

export async function expectNoPrices(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\d+,\d{2}\s?€/);
}

export const test = base;
export { expect };
