import type { Config } from '../../config.ts';
import { payBySquarePng } from '../../documents/pay-by-square.ts';
import { formatIban, shopSupplier } from '../../documents/supplier.ts';
import { escapeHtml, mailLayout } from '../../mail/html.ts';
import type { NewMail } from '../../mail/outbox.ts';
import { formatEuros, PAY_BY_SQUARE_CID } from '../checkout/order-mail.ts';

/** The settings the invoice mails use. */
export type InvoiceMailConfig = Pick<Config, 'iban' | 'publicUrl'>;

const day = new Intl.DateTimeFormat('sk-SK', {
  timeZone: 'Europe/Bratislava',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const formatDay = (date: Date) => day.format(date);

const rowsTable = (rows: [string, string][]) =>
  `<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;

const accountInvoicesUrl = (config: InvoiceMailConfig) => `${config.publicUrl}/account/invoices`;

export interface ReminderMailData {
  to: string;
  companyName: string;
  invoiceNumber: string;
  varsymbol: string;
  amountDueCents: number;
  dueAt: Date;
  daysOverdue: number;
  /** Makes the mail's dedupe key: one mail per reminder row. */
  reminderId: number;
}

const dayWord = (n: number) => (n === 1 ? 'deň' : n >= 2 && n <= 4 ? 'dni' : 'dní');

/**
 * The payment reminder for an overdue invoice, in Slovak: what is due, since when, where to pay
 * (IBAN, variable symbol) and the PAY by square code for the amount due (the invoice PDF's code:
 * the note says "Faktura N"), inline like the order confirmation's.
 */
export async function reminderMail(d: ReminderMailData, config: InvoiceMailConfig): Promise<NewMail> {
  const supplier = shopSupplier(config);
  const amount = formatEuros(d.amountDueCents);
  const qr = await payBySquarePng({
    iban: config.iban,
    beneficiary: supplier.name,
    amountCents: d.amountDueCents,
    variableSymbol: d.varsymbol,
    note: `Faktura ${d.invoiceNumber}`,
  });
  const rows: [string, string][] = [
    ['Faktúra', d.invoiceNumber],
    ['Suma na úhradu', amount],
    ['Dátum splatnosti', formatDay(d.dueAt)],
    ['Po splatnosti', `${d.daysOverdue} ${dayWord(d.daysOverdue)}`],
    ['IBAN', formatIban(config.iban)],
    ['Variabilný symbol', d.varsymbol],
  ];
  const lead = `Dovoľujeme si vás upozorniť, že faktúra č. ${d.invoiceNumber} je ${d.daysOverdue} ${dayWord(d.daysOverdue)} po splatnosti a zostáva na nej uhradiť ${amount}.`;
  const ask =
    'Prosíme, uhraďte túto sumu prevodom na náš účet s uvedeným variabilným symbolom; platbu môžete zadať aj naskenovaním QR kódu PAY by square. Ak ste medzitým zaplatili, považujte túto správu za bezpredmetnú.';
  const more = `Faktúru nájdete vo svojom zákazníckom účte: ${accountInvoicesUrl(config)}`;
  return {
    to: d.to,
    subject: `Upomienka: faktúra č. ${d.invoiceNumber} je po splatnosti`,
    text: [
      'Dobrý deň,',
      '',
      lead,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      ask,
      '',
      more,
      '',
      `S pozdravom\n${supplier.name}`,
    ].join('\n'),
    html: mailLayout(
      `Upomienka k faktúre č. ${d.invoiceNumber}`,
      `<p>Dobrý deň,</p><p>${escapeHtml(lead)}</p>${rowsTable(rows)}<p>${escapeHtml(ask)}</p>
<p><img src="cid:${PAY_BY_SQUARE_CID}" width="200" height="200" alt="QR kód PAY by square na úhradu ${escapeHtml(amount)}"></p>
<p>Faktúru nájdete vo svojom <a href="${escapeHtml(accountInvoicesUrl(config))}">zákazníckom účte</a>.</p>
<p>S pozdravom<br>${escapeHtml(supplier.name)}</p>`,
    ),
    attachments: [
      {
        filename: 'pay-by-square.png',
        contentType: 'image/png',
        contentBase64: qr.toString('base64'),
        cid: PAY_BY_SQUARE_CID,
      },
    ],
    dedupeKey: `invoice-reminder:${d.reminderId}`,
  };
}

export interface CreditNoteMailData {
  to: string;
  creditNoteNumber: string;
  invoiceNumber: string;
  orderNumber: string;
  reason: string;
  totalIncVatCents: number;
  /** What is still to pay on the invoice after the credit note. */
  amountDueCents: number;
}

/** To the customer: a credit note was issued for their invoice (the PDF is in their account). */
export function creditNoteMail(d: CreditNoteMailData, config: InvoiceMailConfig): NewMail {
  const supplier = shopSupplier(config);
  const lead = `K faktúre č. ${d.invoiceNumber} (objednávka č. ${d.orderNumber}) sme vystavili dobropis č. ${d.creditNoteNumber}.`;
  const rows: [string, string][] = [
    ['Dobropis', d.creditNoteNumber],
    ['K faktúre', d.invoiceNumber],
    ['Dôvod', d.reason],
    ['Suma dobropisu s DPH', `−${formatEuros(d.totalIncVatCents)}`],
    ['Na faktúre zostáva uhradiť', formatEuros(d.amountDueCents)],
  ];
  const more = `Dobropis si môžete stiahnuť vo svojom zákazníckom účte v časti Faktúry: ${accountInvoicesUrl(config)}`;
  return {
    to: d.to,
    subject: `Dobropis č. ${d.creditNoteNumber} k faktúre č. ${d.invoiceNumber}`,
    text: [
      'Dobrý deň,',
      '',
      lead,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      more,
      '',
      `S pozdravom\n${supplier.name}`,
    ].join('\n'),
    html: mailLayout(
      `Dobropis č. ${d.creditNoteNumber}`,
      `<p>Dobrý deň,</p><p>${escapeHtml(lead)}</p>${rowsTable(rows)}
<p>Dobropis si môžete stiahnuť vo svojom <a href="${escapeHtml(accountInvoicesUrl(config))}">zákazníckom účte</a> v časti Faktúry.</p>
<p>S pozdravom<br>${escapeHtml(supplier.name)}</p>`,
    ),
    dedupeKey: `credit-note:${d.creditNoteNumber}`,
  };
}
