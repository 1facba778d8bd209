import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SENDS_AT_ONCE } from './outbox.ts';

export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments: { filename: string; contentType: string; contentBase64: string; cid?: string }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // The outbox id makes the Message-ID stable, so a resend after a crash can be recognised.
    messageId: `<outbox-${mail.id}@shop.local>`,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

/**
 * SMTP when `SMTP_URL` is set; otherwise `.eml` files in the mail folder (named by outbox id, so a
 * resend overwrites). SMTP keeps up to `SENDS_AT_ONCE` connections open and sends mail after mail
 * on them, instead of a connection, a greeting and a login per mail; `?pool=false` in the URL (or
 * any of nodemailer's options as a query parameter) overrides that.
 */
export function createTransport(
  smtpUrl: string | undefined,
  mailDir: string,
  log: (msg: string) => void,
): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SENDS_AT_ONCE });
    return {
      async send(mail) {
        await smtp.sendMail(toNodemailer(mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail(toNodemailer(mail));
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${String(mail.id).padStart(8, '0')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Recipient and subject stay out of the log (personal data); the file holds the mail.
      log(`mail ${mail.id} written to ${file}`);
    },
    close: () => {},
  };
}
