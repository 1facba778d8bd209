import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files in the mail folder (named by outbox id, so a resend overwrites). */
export function createTransport(
  smtpUrl: string | undefined,
  mailDir: string,
  log: (msg: string) => void,
): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
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
