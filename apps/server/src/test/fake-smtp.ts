import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the fake SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as the client sent it (headers and MIME body). */
  raw: string;
  /** Which of the server's connections carried it (1 for the first connection, and so on). */
  connection: number;
}

export interface FakeSmtp {
  /** `smtp://user:password@127.0.0.1:port`, for `SMTP_URL`. */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Connections opened so far. */
  connections(): number;
  /** Recipients the server refuses at RCPT TO, as a mail server does an unknown mailbox (550). */
  refuse(address: string): void;
  /** Each message takes this long to accept, as a remote relay's round trips do. */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server on a loopback port, with a login, for the SMTP transport's tests: mails
 * never leave the machine. Plain text (no STARTTLS), which the fake allows for its login.
 */
export async function startFakeSmtp(user = 'shop', password = 'mail-secret-Heslo1'): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let opened = 0;
  const connectionOf = new Map<string, number>();
  const fake = {
    delayMs: 0,
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    // A relay's reverse lookup of the client is its own cost; here it would only wait for DNS.
    disableReverseLookup: true,
    onConnect(session, callback) {
      connectionOf.set(session.id, ++opened);
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        // Worded as Postfix words it: the reply names the address.
        const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          connection: connectionOf.get(session.id) ?? 0,
        });
        setTimeout(callback, fake.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    user,
    password,
    received,
    connections: () => opened,
    refuse: (address: string) => void refused.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
