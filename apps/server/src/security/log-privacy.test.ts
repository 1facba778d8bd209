import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../db/client.ts';
import { createTransport } from '../mail/transport.ts';
import { API_PREFIX } from '../plugins/errors.ts';
import { serializeError } from '../plugins/logging.ts';
import { signUpPayload } from '../test/accounts.ts';
import { browser, createTestShop, type TestShop } from '../test/app.ts';
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp.ts';
import { signInDirectly } from '../test/session.ts';

/**
 * The server log after hostile requests holds no personal data and no secret: not the
 * registrant's e-mail or phone, not a password or its argon2 hash, not a cookie, an XSRF token,
 * an Idempotency-Key or a token from a path (docs/requirements/security-and-privacy.md §Personal data in logs).
 * The log is the real one (pino with the app's serializers and redaction) written to a stream.
 */

const REGISTRANT = { email: 'jana.hostilna@example.sk', phone: '+421 905 111 222' };
const PASSWORD = 'Tajne-Heslo-987!';
const WRONG_PASSWORD = 'Nespravne-Heslo-654!';
const DEMO_EMAIL = 'demo@example.com';
const COOKIE_SECRETS = { sid: 'sid-cookie-secret-4f1c9a0e7b', xsrf: 'xsrf-cookie-secret-8d2e6b1a3c' };
const IDEMPOTENCY_KEY = 'idem-key-secret-5a7c9e1b3d';
const PATH_TOKEN = 'path-token-secret-2b4d6f8a0c1e3';
/** A registrant whose insert the database refuses (a trigger below), as a unique index would. */
const CLASHING = { email: 'klara.kolizna@example.sk', phone: '+421 907 333 444' };

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let shop: TestShop;
/**
 * The outbox sends over SMTP with a login (in `SMTP_URL`) to a local server that refuses the
 * shop's recipients: nodemailer's error then names the recipient in its message and fields.
 */
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp('shop-mailer', 'smtp-secret-7e3b1d9f');
  for (const address of [REGISTRANT.email, DEMO_EMAIL, 'staff@example.com']) smtp.refuse(address);
  // debug: Fastify's own request lines are logged too (with the URL, were it not for the serializer).
  shop = await createTestShop(
    'demo',
    { LOG_LEVEL: 'debug', REGISTRATION_APPROVAL: 'auto', SMTP_URL: smtp.url },
    { logStream, transport: 'config' },
  );
  // A unique violation raised where the real one would be, with PostgreSQL's own detail text.
  await shop.app.shop.db.execute(
    sql.raw(`
      create function test_refuse_clash() returns trigger language plpgsql as $$
      begin
        if new.email = '${CLASHING.email}' then
          raise unique_violation using
            message = 'duplicate key value violates unique constraint "customers_email_unique"',
            detail = format('Key (email)=(%s) already exists.', new.email),
            constraint = 'customers_email_unique', table = 'customers';
        end if;
        return new;
      end $$
    `),
  );
  await shop.app.shop.db.execute(
    sql`create trigger test_refuse_clash before insert on customers for each row execute function test_refuse_clash()`,
  );
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

const registration = (who: { email: string; phone: string }) =>
  signUpPayload({ email: who.email, phone: who.phone, password: PASSWORD });
const TEXT_FIELDS = [
  'phone',
  'companyName',
  'companyId',
  'vatRegistrationId',
  'extVatRegistrationId',
  'name',
  'surname',
  'street',
  'city',
  'zip',
  'industry',
] as const;

describe('the server log after hostile requests', () => {
  it('refuses NUL in every text field of the registration with a 400 naming it', async () => {
    const client = browser(shop.app);
    for (const field of TEXT_FIELDS) {
      const body = { ...registration(REGISTRANT), [field]: 'x\u0000' };
      const res = await client.post(`${API_PREFIX}/sign/up`, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.map((e: { key: string }) => e.key)).toContain(field);
    }
  });

  it('logs a failing statement with its code, constraint and request id, and no values', async () => {
    const res = await browser(shop.app).post(`${API_PREFIX}/sign/up`, registration(CLASHING));
    expect(res.statusCode).toBe(500);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry?.reqId).toBeTruthy();
    const causes = JSON.stringify(entry?.err);
    expect(causes).toContain('23505');
    expect(causes).toContain('customers_email_unique');
  });

  it('holds none of the secrets and personal data those requests carried', async () => {
    // A registration that succeeds: its approval mail then fails to send (and is logged).
    const client = browser(shop.app);
    expect((await client.post(`${API_PREFIX}/sign/up`, registration(REGISTRANT))).statusCode).toBe(200);
    // Wrong passwords, and a call with cookies and an XSRF header of the caller's own making.
    const wrong = await client.post(`${API_PREFIX}/sign/in`, { email: DEMO_EMAIL, password: WRONG_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    await client.post(`${API_PREFIX}/sign/in`, { email: REGISTRANT.email, password: WRONG_PASSWORD });
    const forged = {
      cookie: `sid=${COOKIE_SECRETS.sid}; XSRF-TOKEN=${COOKIE_SECRETS.xsrf}`,
      'x-xsrf-token': COOKIE_SECRETS.xsrf,
    };
    await client.post(`${API_PREFIX}/sign/in`, { email: DEMO_EMAIL, password: WRONG_PASSWORD }, forged);
    // An order attempt with an Idempotency-Key, signed in.
    const customer = browser(shop.app);
    await signInDirectly(shop, customer);
    await customer.post(`${API_PREFIX}/basket/order`, { newsletter: false }, { 'idempotency-key': IDEMPOTENCY_KEY });
    // Tokens and an e-mail in paths: the API's and the storefront's.
    await client.get(`${API_PREFIX}/sign/approve/${PATH_TOKEN}`);
    await client.get(`/reset-password/${PATH_TOKEN}`);
    await client.get(`${API_PREFIX}/sign/reset/sk/${encodeURIComponent(DEMO_EMAIL)}`);
    await client.get(`/nowhere/${PATH_TOKEN}?email=${encodeURIComponent(REGISTRANT.email)}`);
    await shop.app.shop.outbox.flush();

    const log = lines.join('');
    // The requests were logged at all (else this test proves nothing).
    expect(log).toContain('"route":"/admin/v1/sign/approve/:token"');
    expect(log).toMatch(/mail \d+ failed/);
    expect(log).toContain('all recipients were rejected');
    const hashes = await query<{ password_hash: string }>(
      shop.app.shop.db,
      sql`select password_hash from customers where email in (${REGISTRANT.email}, ${DEMO_EMAIL})`,
    );
    const secrets = [
      REGISTRANT.email,
      REGISTRANT.phone,
      CLASHING.email,
      CLASHING.phone,
      DEMO_EMAIL,
      PASSWORD,
      WRONG_PASSWORD,
      '$argon2',
      COOKIE_SECRETS.sid,
      COOKIE_SECRETS.xsrf,
      customer.jar.get('sid') ?? 'no sid',
      customer.jar.get('XSRF-TOKEN') ?? 'no xsrf',
      IDEMPOTENCY_KEY,
      PATH_TOKEN,
      smtp.password,
      ...hashes.map((r) => r.password_hash),
    ];
    expect(hashes).toHaveLength(2);
    expect(secrets.filter((s) => log.includes(s) || log.includes(encodeURIComponent(s)))).toEqual([]);
  });
});

describe('the error serializer', () => {
  it("keeps a database error's code and constraint, drops the statement, parameters and detail", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'customers_email_key',
      table: 'customers',
      detail: 'Key (email)=(x@y.sk) already exists.',
      query: 'insert into customers (email, password_hash) values ($1, $2)',
      params: ['x@y.sk', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
    });
    const drizzle = Object.assign(new Error(`Failed query: insert …\nparams: x@y.sk,$argon2id$v=19$…`), {
      query: 'insert into customers …',
      params: ['x@y.sk', '$argon2id$v=19$…'],
      cause: pgError,
    });
    const out = serializeError(drizzle);
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/x@y\.sk|argon2|insert into|params/);
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'customers_email_key', table: 'customers' });
    expect(out.stack).toContain(' at ');
  });

  it('takes quoted values out of a database message and e-mail addresses out of any message', () => {
    const cast = Object.assign(new Error('invalid input syntax for type integer: "jana@example.sk"'), {
      code: '22P02',
    });
    expect(serializeError(cast).message).toBe('invalid input syntax for type integer: "…"');
    expect(serializeError(new Error('550 <jana@example.sk> rejected')).message).toBe('550 <[e-mail]> rejected');
  });
});

describe('the mail file transport', () => {
  it('logs the mail id and the file, not the recipient or the subject', async () => {
    const logged: string[] = [];
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-log-'));
    const transport = createTransport(undefined, dir, (msg) => logged.push(msg));
    await transport.send({
      id: 7,
      from: 'obchod@example.com',
      to: 'jana@example.sk',
      subject: 'Obnovenie hesla pre Jana Nováková',
      text: 'x',
      html: '<p>x</p>',
      attachments: [],
    });
    expect(logged).toEqual([expect.stringMatching(/^mail 7 written to .*00000007\.eml$/)]);
  });
});
