import type { ContactSendBody } from '@shop/contract';
import { escapeHtml, mailLayout } from '../../mail/html.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Shop } from '../../shop.ts';
import { clientAddressKey, enforceThrottle } from '../throttle/throttle.ts';
import { findProductForQuestion, insertContactMessage } from './contact.repository.ts';

/** Questions per IP address and hour: enough for a person, too few for a spammer. */
export const QUESTIONS_PER_HOUR = 10;

/**
 * A visitor's product question: stored, then mailed to the staff address. The honeypot
 * field `website` is invisible to people; a filled one gets a success reply and nothing else.
 */
export async function sendQuestion(shop: Shop, body: ContactSendBody, ip: string): Promise<void> {
  if (body.website && body.website.trim() !== '') return;
  await enforceThrottle(shop.db, `contact:ip:${clientAddressKey(ip)}`, QUESTIONS_PER_HOUR, 3600);
  const product = body.product ? await findProductForQuestion(shop.db, body.product) : null;
  const about = product ? `${product.name} (${product.code})` : body.about;
  const productUrl = product ? `${shop.config.publicUrl}/product/${product.slug}` : '';

  await shop.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      subject: body.subject,
      about,
      text: body.text,
      productId: product?.id ?? null,
      ip,
    });
    const subject = `Otázka k produktu: ${about || body.subject || 'bez predmetu'}`.slice(0, 200);
    const rows: [string, string][] = [
      ['Meno', body.name],
      ['E-mail', body.email],
      ['Telefón', body.phone],
      ['Produkt', about],
      ['Odkaz', productUrl],
    ];
    const text = `${rows
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n\n${body.text}\n`;
    const html = mailLayout(
      'Otázka k produktu',
      `<table style="border-collapse:collapse">${rows
        .filter(([, v]) => v)
        .map(
          ([k, v]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(body.text)}</p>`,
    );
    await enqueueMail(tx, { to: shop.config.staffEmail, subject, text, html });
  });
  await shop.outbox.flush();
}
