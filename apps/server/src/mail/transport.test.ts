import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp.ts';
import { headersOf, htmlPartOf } from '../test/security-harness.ts';
import { SENDS_AT_ONCE } from './outbox.ts';
import { createTransport, type MailTransport, type OutgoingMail } from './transport.ts';

const mail = (id: number, to = 'objednavky@montaz.sk'): OutgoingMail => ({
  id,
  from: 'Obchod <obchod@example.sk>',
  to,
  subject: `Order ${id}`,
  text: 'Ďakujeme za objednávku.',
  html: '<p>Ďakujeme za <b>objednávku</b>.</p><img src="cid:qr">',
  attachments: [{ filename: 'qr.png', contentType: 'image/png', contentBase64: 'iVBORw0KGgo=', cid: 'qr' }],
});

describe('SMTP transport (a local SMTP server)', () => {
  let smtp: FakeSmtp;
  const open: MailTransport[] = [];
  const transport = (url: string) => {
    const t = createTransport(url, '/nonexistent', () => {});
    open.push(t);
    return t;
  };
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterEach(() => {
    for (const t of open.splice(0)) t.close();
    smtp.received.length = 0;
    smtp.delayMs = 0;
  });
  afterAll(() => smtp.close());

  it('logs in and delivers the mail: envelope, Message-ID from the outbox id, body and inline attachment', async () => {
    await transport(smtp.url).send(mail(7));
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.from).toBe('obchod@example.sk');
    expect(got?.to).toEqual(['objednavky@montaz.sk']);
    const headers = headersOf(got?.raw ?? '');
    expect(headers).toContain('Message-ID: <outbox-7@shop.local>');
    expect(headers).toContain('Subject: Order 7');
    expect(headers).toContain('To: objednavky@montaz.sk');
    expect(htmlPartOf(got?.raw ?? '')).toBe('<p>Ďakujeme za <b>objednávku</b>.</p><img src="cid:qr">');
    expect(got?.raw).toMatch(/Content-Id: <qr>/i);
    expect(got?.raw).toContain('iVBORw0KGgo=');
  });

  it('a refused recipient, a wrong password and a closed port each reject the send (the outbox tries again)', async () => {
    smtp.refuse('nikto@montaz.sk');
    await expect(transport(smtp.url).send(mail(8, 'nikto@montaz.sk'))).rejects.toThrow(/550/);
    const wrong = smtp.url.replace(smtp.password, 'zle-heslo');
    const login = await transport(wrong)
      .send(mail(9))
      .catch((err: unknown) => err);
    expect(String(login)).toMatch(/Invalid login: 535/);
    // What the outbox logs of it holds neither the password nor the login's base64 form.
    const plain = Buffer.from(`\u0000${smtp.user}\u0000zle-heslo`).toString('base64');
    const logged = JSON.stringify({ ...(login as object), message: String(login) });
    expect(logged).not.toContain('zle-heslo');
    expect(logged).not.toContain(plain);
    const closed = await startFakeSmtp();
    const closedUrl = closed.url;
    await closed.close();
    await expect(transport(closedUrl).send(mail(10))).rejects.toThrow(/ECONNREFUSED/);
    expect(smtp.received).toEqual([]);
  });

  it('keeps up to SENDS_AT_ONCE connections and sends mail after mail on them; the URL can set fewer or none', async () => {
    const pooled = transport(smtp.url);
    let opened = smtp.connections();
    await Promise.all(Array.from({ length: 3 * SENDS_AT_ONCE }, (_, i) => pooled.send(mail(100 + i))));
    expect(smtp.received).toHaveLength(3 * SENDS_AT_ONCE);
    expect(smtp.connections() - opened).toBe(SENDS_AT_ONCE);
    // An idle pool sends the next mail on a connection it holds.
    await pooled.send(mail(200));
    expect(smtp.connections() - opened).toBe(SENDS_AT_ONCE);

    // A relay that allows one connection: the pool queues the mails on it.
    opened = smtp.connections();
    const one = transport(`${smtp.url}?maxConnections=1`);
    await Promise.all([301, 302, 303, 304].map((id) => one.send(mail(id))));
    expect(smtp.connections() - opened).toBe(1);

    opened = smtp.connections();
    const single = transport(`${smtp.url}?pool=false`);
    for (const id of [201, 202, 203]) await single.send(mail(id));
    expect(smtp.connections() - opened).toBe(3);
    expect(new Set(smtp.received.slice(-3).map((m) => m.connection)).size).toBe(3);
  });
});
