import type { OrderStatus } from '@shop/contract';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { escapeHtml, mailLayout } from '../../mail/html.ts';
import type { NewMail } from '../../mail/outbox.ts';
import { addressLines, formatEuros, htmlToText } from '../checkout/order-mail.ts';

/**
 * The customer's mails about what happens to their order after it is placed (the confirmation is
 * checkout/order-mail.ts): accepted, ready for pick-up, shipped, cancelled. Slovak, plain text and
 * the same content as HTML, no remote images. Queued in the transaction of the status change.
 *
 * Delivered and returned send nothing: the customer who received the goods (or handed them back)
 * knows it already, the carrier has told them, and a mail saying so is noise
 * (docs/decisions/016-orders-back-office.md).
 */
export interface StatusMailOrder {
  id: number;
  number: string;
  /** The customer's address for mail (their account's e-mail now). */
  to: string;
  lines: { code: string; name: string; quantity: number; unitOfMeasure: string }[];
  pickUp: boolean;
  salePoint: { name: string; address: string } | null;
  packetaPoint: { name: string; address: string } | null;
  delivery: AddressSnapshot;
  paymentKind: string;
  totalIncVatCents: number;
}

export type StatusMailEvent =
  | { status: 'processing' }
  | { status: 'ready_for_pickup' }
  | { status: 'shipped'; carrierName: string; trackingNumber: string; trackingUrl: string }
  | { status: 'cancelled'; reason: string };

/** The statuses that mail the customer. */
export const MAILED_STATUSES: readonly OrderStatus[] = ['processing', 'ready_for_pickup', 'shipped', 'cancelled'];

/** A mail's body as paragraphs: text lines, or a link (shown as its address in the text mail). */
type Block = { lines: string[]; title?: string } | { link: string; label: string };

function place(order: StatusMailOrder): Block {
  if (order.salePoint)
    return { title: 'Osobný odber', lines: [order.salePoint.name, ...htmlToText(order.salePoint.address).split('\n')] };
  if (order.packetaPoint)
    return {
      title: 'Výdajné miesto Packeta',
      lines: [order.packetaPoint.name, ...order.packetaPoint.address.split('\n')],
    };
  return { title: 'Doručenie na adresu', lines: addressLines(order.delivery) };
}

const goods = (order: StatusMailOrder): Block => ({
  title: 'Tovar',
  lines: order.lines.map((l) => `${l.code}  ${l.name}  ${l.quantity} ${l.unitOfMeasure}`),
});

const accountLink = (order: StatusMailOrder, publicUrl: string): Block => ({
  link: `${publicUrl}/account/orderdetail/${order.id}`,
  label: 'Objednávka vo vašom účte',
});

function content(order: StatusMailOrder, event: StatusMailEvent, publicUrl: string) {
  const n = order.number;
  const amount = formatEuros(order.totalIncVatCents);
  switch (event.status) {
    case 'processing':
      return {
        subject: `Objednávka č. ${n} je prijatá`,
        title: `Objednávka č. ${n} je prijatá`,
        blocks: [
          {
            lines: [
              `Vašu objednávku č. ${n} sme prijali a pripravujeme ju.`,
              order.pickUp
                ? 'Keď bude pripravená na odber, pošleme vám správu.'
                : 'Keď ju odovzdáme prepravcovi, pošleme vám číslo zásielky na jej sledovanie.',
            ],
          },
          goods(order),
          place(order),
          accountLink(order, publicUrl),
        ] satisfies Block[],
      };
    case 'ready_for_pickup':
      return {
        subject: `Objednávka č. ${n} je pripravená na odber`,
        title: `Objednávka č. ${n} je pripravená na odber`,
        blocks: [
          {
            lines: [
              `Vaša objednávka č. ${n} je pripravená na osobný odber. Pri odbere uveďte číslo objednávky.`,
              ...(order.paymentKind === 'bank_transfer' ? [] : [`Sumu ${amount} zaplatíte pri odbere.`]),
            ],
          },
          {
            title: 'Kde a kedy si ju môžete vyzdvihnúť',
            lines: order.salePoint
              ? [order.salePoint.name, ...htmlToText(order.salePoint.address).split('\n')]
              : ['Na predajni, ktorú ste si zvolili.'],
          },
          goods(order),
          accountLink(order, publicUrl),
        ] satisfies Block[],
      };
    case 'shipped':
      return {
        subject: `Objednávka č. ${n} je odoslaná`,
        title: `Objednávka č. ${n} je odoslaná`,
        blocks: [
          {
            lines: [
              `Vašu objednávku č. ${n} sme odovzdali prepravcovi ${event.carrierName}.`,
              `Číslo zásielky: ${event.trackingNumber}`,
              ...(order.paymentKind === 'cash_on_delivery'
                ? [`Pri prevzatí zásielky zaplatíte ${amount} (dobierka).`]
                : []),
            ],
          },
          { link: event.trackingUrl, label: 'Sledovanie zásielky' },
          place(order),
          goods(order),
          accountLink(order, publicUrl),
        ] satisfies Block[],
      };
    case 'cancelled':
      return {
        subject: `Objednávka č. ${n} je zrušená`,
        title: `Objednávka č. ${n} je zrušená`,
        blocks: [
          { lines: [`Vašu objednávku č. ${n} sme zrušili.`] },
          { title: 'Dôvod', lines: event.reason.split('\n') },
          {
            lines: [
              order.paymentKind === 'bank_transfer'
                ? 'Ak ste objednávku už uhradili, ozveme sa vám a platbu vrátime.'
                : 'Nič neplatíte.',
              'Ak máte otázky, odpovedzte na tento e-mail.',
            ],
          },
          goods(order),
        ] satisfies Block[],
      };
  }
}

function blockText(block: Block): string {
  if ('link' in block) return `${block.label}: ${block.link}`;
  return [...(block.title ? [`${block.title}:`] : []), ...block.lines].join('\n');
}

function blockHtml(block: Block): string {
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.link)}" style="color:#0b4f9c">${escapeHtml(block.label)}</a></p>`;
  }
  const title = block.title ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(block.title)}</h2>` : '';
  return `${title}<p style="margin:0 0 8px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
}

/** The customer's mail about a status change, tied to the order (the order's page lists it). */
export function statusMail(order: StatusMailOrder, event: StatusMailEvent, publicUrl: string): NewMail {
  const { subject, title, blocks } = content(order, event, publicUrl);
  return {
    to: order.to,
    subject,
    text: ['Dobrý deň,', '', ...blocks.flatMap((b) => [blockText(b), ''])].join('\n').trimEnd(),
    html: mailLayout(title, `<p>Dobrý deň,</p>${blocks.map(blockHtml).join('\n')}`),
    dedupeKey: `order-${event.status}:${order.number}`,
    orderId: order.id,
  };
}
