import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { type PaymentRequest, payBySquarePng } from '../../documents/pay-by-square.ts';
import { escapeHtml, mailLayout } from '../../mail/html.ts';
import type { MailRenderer, NewMail, RenderedMail } from '../../mail/outbox.ts';
import type { BasketTotals } from '../basket/basket-totals.ts';
import { orderMoney, productLinesOf } from '../customer/order-money.ts';
import { findOrderById, findOrderLines, type OrderLineRow, type OrderRow } from '../customer/orders.repository.ts';

export interface OrderMailLine {
  code: string;
  name: string;
  quantity: number;
  unitOfMeasure: string;
  unitPriceExcVatCents: number;
  lineTotalExcVatCents: number;
  vatRate: number;
}

/** What the two order mails show; everything comes from the order snapshot just written. */
export interface OrderMailData {
  number: string;
  customerEmail: string;
  companyName: string;
  /** The product lines; the discount is one row of the totals. */
  lines: OrderMailLine[];
  shippingName: string;
  paymentName: string;
  paymentKind: string;
  totals: BasketTotals;
  invoice: AddressSnapshot;
  delivery: AddressSnapshot;
  salePoint: { name: string; address: string } | null;
  packetaPoint: { name: string; address: string } | null;
  note: string;
  couponCode: string | null;
}

export const PAY_BY_SQUARE_CID = 'pay-by-square@shop';

/** The settings the order mails use. */
export type OrderMailConfig = Pick<Config, 'iban' | 'mailFrom' | 'staffEmail'>;

const euroFormat = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
export const formatEuros = (cents: number) => euroFormat.format(cents / 100);

/** The warehouse address is staff-written HTML; the text mail gets its lines. */
export const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** An address as the lines a mail shows (name, street, zip and city, phone, e-mail). */
export const addressLines = (a: AddressSnapshot) =>
  [`${a.firstName} ${a.lastName}`, a.street, `${a.zip} ${a.city}`, a.phone, a.email ?? ''].filter(
    (s) => s.trim() !== '',
  );

/** The beneficiary shown in the banking app: the display name of the shop's sender address. */
function beneficiaryName(mailFrom: string): string {
  const name = mailFrom
    .replace(/<[^>]*>/, '')
    .replace(/"/g, '')
    .trim();
  return name || 'E-shop';
}

/**
 * The bank transfer of an order as its QR code carries it: the shop's account, the amount incl.
 * VAT, the order number as variable symbol. The confirmation mail and the confirmation page
 * (modules/customer/account.service.ts) show the same code.
 */
export function orderPaymentRequest(
  number: string,
  amountCents: number,
  config: Pick<Config, 'iban' | 'mailFrom'>,
): PaymentRequest {
  return {
    iban: config.iban,
    beneficiary: beneficiaryName(config.mailFrom),
    amountCents,
    variableSymbol: number,
    note: `Objednávka ${number}`,
  };
}

function placeText(d: OrderMailData): { title: string; lines: string[] } {
  if (d.salePoint)
    return { title: 'Osobný odber', lines: [d.salePoint.name, ...htmlToText(d.salePoint.address).split('\n')] };
  if (d.packetaPoint) return { title: 'Výdajné miesto Packeta', lines: [d.packetaPoint.name, d.packetaPoint.address] };
  return { title: 'Doručenie na adresu', lines: addressLines(d.delivery) };
}

function paymentText(d: OrderMailData, config: OrderMailConfig): string {
  const amount = formatEuros(d.totals.totalIncVatCents);
  if (d.paymentKind === 'bank_transfer') {
    return `Prosíme, uhraďte ${amount} prevodom na účet IBAN ${config.iban} s variabilným symbolom ${d.number}. Platbu môžete zadať aj naskenovaním QR kódu PAY by square.`;
  }
  if (d.paymentKind === 'cash_on_delivery') return `Sumu ${amount} zaplatíte pri prevzatí zásielky (dobierka).`;
  return `Sumu ${amount} zaplatíte pri osobnom odbere.`;
}

/**
 * The totals under the product lines, each one added up from the rows above it: the products, one
 * discount row (with the VAT it takes off), the fees, the total excl. VAT, its VAT per rate and the
 * total incl. VAT (docs/decisions/007-money-vat-rounding.md).
 */
function summaryRows(d: OrderMailData): [string, string][] {
  const t = d.totals;
  return [
    ['Tovar bez DPH', formatEuros(t.productsExcVatCents)],
    ...(t.discountExcVatCents > 0
      ? [
          [
            `Zľava – kupón ${d.couponCode ?? ''} bez DPH (znižuje DPH o ${formatEuros(t.discountVatCents)})`,
            `−${formatEuros(t.discountExcVatCents)}`,
          ] as [string, string],
        ]
      : []),
    // A pick-up is not a delivery: its row says how the goods are taken over (as the order detail does).
    [`${d.salePoint ? 'Spôsob prevzatia' : 'Doprava'}: ${d.shippingName} bez DPH`, formatEuros(t.shippingExcVatCents)],
    [`Platba: ${d.paymentName} bez DPH`, formatEuros(t.paymentExcVatCents)],
    ['Spolu bez DPH', formatEuros(t.totalExcVatCents)],
    ...t.vatBreakdown.map((row): [string, string] => [
      `DPH ${row.vatRate} % zo základu ${formatEuros(row.taxableCents)}`,
      formatEuros(row.vatCents),
    ]),
    ['Spolu s DPH', formatEuros(t.totalIncVatCents)],
  ];
}

function orderText(d: OrderMailData, config: OrderMailConfig, intro: string): string {
  const place = placeText(d);
  return [
    intro,
    '',
    ...d.lines.map(
      (l) =>
        `${l.code}  ${l.name}  ${l.quantity} ${l.unitOfMeasure}  × ${formatEuros(l.unitPriceExcVatCents)} = ${formatEuros(l.lineTotalExcVatCents)} bez DPH (DPH ${l.vatRate} %)`,
    ),
    '',
    ...summaryRows(d).map(([k, v]) => `${k}: ${v}`),
    '',
    `${place.title}:`,
    ...place.lines,
    '',
    'Fakturačná adresa:',
    d.companyName,
    ...addressLines(d.invoice),
    ...(d.note ? ['', `Poznámka: ${d.note}`] : []),
    '',
    paymentText(d, config),
  ].join('\n');
}

function orderHtml(d: OrderMailData, config: OrderMailConfig, intro: string, qr: boolean): string {
  const cell = 'padding:4px 8px;border-bottom:1px solid #e3e7ed';
  const right = `${cell};text-align:right;white-space:nowrap`;
  const place = placeText(d);
  const lines = d.lines
    .map(
      (l) => `<tr><td style="${cell}">${escapeHtml(l.code)}</td><td style="${cell}">${escapeHtml(l.name)}</td>
<td style="${right}">${l.quantity} ${escapeHtml(l.unitOfMeasure)}</td><td style="${right}">${formatEuros(l.unitPriceExcVatCents)}</td>
<td style="${right}">${formatEuros(l.lineTotalExcVatCents)}</td><td style="${right}">${l.vatRate} %</td></tr>`,
    )
    .join('');
  const summary = summaryRows(d)
    .map(([k, v]) => `<tr><th style="${cell};text-align:left">${escapeHtml(k)}</th><td style="${right}">${v}</td></tr>`)
    .join('');
  const block = (title: string, rows: string[]) =>
    `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(title)}</h2><p style="margin:0">${rows.map(escapeHtml).join('<br>')}</p>`;
  return `<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr>
<th style="${cell};text-align:left">Kód</th><th style="${cell};text-align:left">Názov</th><th style="${right}">Množstvo</th>
<th style="${right}">Cena/j. bez DPH</th><th style="${right}">Spolu bez DPH</th><th style="${right}">DPH</th></tr></thead>
<tbody>${lines}</tbody></table>
<table style="border-collapse:collapse;margin-top:12px;font-size:14px">${summary}</table>
${block(place.title, place.lines)}
${block('Fakturačná adresa', [d.companyName, ...addressLines(d.invoice)])}
${d.note ? block('Poznámka', [d.note]) : ''}
<h2 style="font-size:16px;margin:16px 0 4px">Platba</h2><p style="margin:0">${escapeHtml(paymentText(d, config))}</p>
${qr ? `<p><img src="cid:${PAY_BY_SQUARE_CID}" width="200" height="200" alt="QR kód PAY by square"></p>` : ''}`;
}

const confirmationSubject = (number: string) => `Potvrdenie objednávky č. ${number}`;
const staffSubject = (number: string, companyName: string) => `Nová objednávka č. ${number} – ${companyName}`;

/** The body of the customer's confirmation: with the PAY by square QR code for a bank transfer. */
async function confirmationBody(d: OrderMailData, config: OrderMailConfig): Promise<RenderedMail> {
  const qrPng =
    d.paymentKind === 'bank_transfer'
      ? await payBySquarePng(orderPaymentRequest(d.number, d.totals.totalIncVatCents, config))
      : null;
  const intro = `Ďakujeme za objednávku č. ${d.number}. Prijali sme ju a budeme vás informovať o jej vybavení.`;
  return {
    text: orderText(d, config, intro),
    html: mailLayout(`Objednávka č. ${d.number}`, orderHtml(d, config, intro, qrPng !== null)),
    attachments: qrPng
      ? [
          {
            filename: 'pay-by-square.png',
            contentType: 'image/png',
            contentBase64: qrPng.toString('base64'),
            cid: PAY_BY_SQUARE_CID,
          },
        ]
      : [],
  };
}

/** The body of the staff's notice of a new order. */
function staffBody(d: OrderMailData, config: OrderMailConfig): RenderedMail {
  const intro = `Nová objednávka č. ${d.number} od ${d.companyName} (${d.customerEmail}).`;
  return {
    text: orderText(d, config, intro),
    html: mailLayout(`Nová objednávka č. ${d.number}`, orderHtml(d, config, intro, false)),
    attachments: [],
  };
}

/** The names of the order mails' renderers (`render` of the rows `queuedOrderMails` makes). */
const ORDER_CONFIRMATION = 'order-confirmation';
const ORDER_STAFF = 'order-staff';

/**
 * The two order mails as the order's statement queues them: recipient, subject and the order,
 * without a body. The outbox builds the body when it sends them (`orderMailRenderers`), from the
 * order as it was committed: building it here took a fifth of placing an order
 * (docs/decisions/017-perf-listing.md §Order mails built when sent).
 */
export function queuedOrderMails(
  order: { id: number; number: string; customerEmail: string; companyName: string },
  config: Pick<OrderMailConfig, 'staffEmail'>,
): NewMail[] {
  return [
    {
      to: order.customerEmail,
      subject: confirmationSubject(order.number),
      text: '',
      dedupeKey: `order-confirmation:${order.number}`,
      orderId: order.id,
      render: ORDER_CONFIRMATION,
    },
    {
      to: config.staffEmail,
      subject: staffSubject(order.number, order.companyName),
      text: '',
      dedupeKey: `order-staff:${order.number}`,
      orderId: order.id,
      render: ORDER_STAFF,
    },
  ];
}

/** What the order mails show, from the order's snapshot (its lines, fees, addresses and totals). */
export function orderMailData(order: OrderRow, lines: readonly OrderLineRow[]): OrderMailData {
  return {
    number: order.number,
    // The order's invoice address carries the buyer's e-mail as it was when the order was placed.
    customerEmail: order.invoiceAddress.email ?? '',
    companyName: order.companySnapshot.companyName,
    lines: productLinesOf(lines).map((l) => ({
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unitOfMeasure: l.unitOfMeasure ?? '',
      unitPriceExcVatCents: l.unitPriceExcVatCents,
      lineTotalExcVatCents: l.lineTotalExcVatCents,
      vatRate: l.vatRate,
    })),
    shippingName: order.shippingName,
    paymentName: order.paymentName,
    paymentKind: order.paymentKind,
    totals: orderMoney(order, lines),
    invoice: order.invoiceAddress,
    delivery: order.deliveryAddress,
    salePoint:
      order.salePointName !== null ? { name: order.salePointName, address: order.salePointAddress ?? '' } : null,
    packetaPoint:
      order.packetaPointId !== null
        ? { name: order.packetaPointName ?? '', address: order.packetaPointAddress ?? '' }
        : null,
    note: order.note,
    couponCode: order.couponCode,
  };
}

/** Renders the order mails queued by `queuedOrderMails` from their order, when the outbox sends them. */
export function orderMailRenderers(db: DbOrTx, config: OrderMailConfig): Record<string, MailRenderer> {
  const fromOrder =
    (body: (d: OrderMailData, config: OrderMailConfig) => RenderedMail | Promise<RenderedMail>): MailRenderer =>
    async ({ id, orderId }) => {
      const order = orderId === null ? null : await findOrderById(db, orderId);
      if (!order) throw new Error(`mail ${id}: its order is gone`);
      return body(orderMailData(order, await findOrderLines(db, order.id)), config);
    };
  return { [ORDER_CONFIRMATION]: fromOrder(confirmationBody), [ORDER_STAFF]: fromOrder(staffBody) };
}
