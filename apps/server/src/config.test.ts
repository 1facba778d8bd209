import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.registrationApproval).toBe('manual');
    expect(config.dbDir.endsWith(path.join('', 'db'))).toBe(true);
    expect(config.mailDir.endsWith('mail')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.apiDocs).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REGISTRATION_APPROVAL', 'sometimes'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['STAFF_EMAIL', 'nobody'],
    ['SESSION_SECRET', 'short'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33,loopback'],
    ['TRUST_PROXY', 'none,10.0.0.1'],
    ['API_DOCS', 'yes'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (err) {
      expect((err as Error).message).toContain(name);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('reads TRUST_PROXY as a list of addresses, ranges and range names; loopback by default; none trusts none', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });
});
