import { escapeHtml, mailLayout } from '../../mail/html.ts';
import type { NewMail } from '../../mail/outbox.ts';

/** The company data staff see when deciding on a registration. */
export interface RegistrationDetails {
  email: string;
  phone: string;
  companyName: string;
  companyId: string;
  vatRegistrationId: string;
  extVatRegistrationId: string;
}

/** The registration as label and value, in the order staff read it (the mail and the approval page). */
export function registrationRows(details: RegistrationDetails): [string, string][] {
  return [
    ['Firma', details.companyName],
    ['IČO', details.companyId],
    ['DIČ', details.vatRegistrationId],
    ['IČ DPH', details.extVatRegistrationId || 'nie je platiteľ DPH'],
    ['E-mail', details.email],
    ['Telefón', details.phone],
  ];
}

const table = (rows: [string, string][]) =>
  `<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/**
 * To the staff address: a new company account. With `approveUrl` the mail carries the approval
 * link, which opens a page with the registration and a button (opening it approves nothing: mail
 * scanners open links too); without it the account was approved automatically.
 */
export function registrationMail(staffEmail: string, details: RegistrationDetails, approveUrl: string | null): NewMail {
  const rows = registrationRows(details);
  const lead = approveUrl
    ? 'Nová firma sa zaregistrovala a čaká na schválenie.'
    : 'Nová firma sa zaregistrovala; účet bol schválený automaticky.';
  const action = approveUrl
    ? `Posúdiť a schváliť registráciu (odkaz otvorí stránku s údajmi firmy a tlačidlom na schválenie; platí 14 dní): ${approveUrl}\nAlebo: npm run shop -- approve ${details.email}`
    : '';
  return {
    to: staffEmail,
    subject: `Nová registrácia: ${details.companyName}`.slice(0, 200),
    text: `${lead}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${action}\n`,
    html: mailLayout(
      'Nová registrácia',
      `<p>${escapeHtml(lead)}</p>${table(rows)}${
        approveUrl
          ? `${button(approveUrl, 'Posúdiť a schváliť')}<p style="color:#5b6675;font-size:13px">Odkaz otvorí stránku s údajmi firmy, kde registráciu potvrdíte tlačidlom. Platí 14 dní.</p>`
          : ''
      }`,
    ),
  };
}

/** To the customer once the account is approved. */
export function approvedMail(to: string, companyName: string, loginUrl: string): NewMail {
  const lead = `Váš firemný účet ${companyName} bol schválený. Teraz sa môžete prihlásiť a uvidíte svoje ceny.`;
  return {
    to,
    subject: 'Váš účet bol schválený',
    text: `Dobrý deň,\n\n${lead}\n\nPrihlásenie: ${loginUrl}\n`,
    html: mailLayout(
      'Váš účet bol schválený',
      `<p>Dobrý deň,</p><p>${escapeHtml(lead)}</p>${button(loginUrl, 'Prihlásiť sa')}`,
    ),
  };
}

/** A text someone typed, as HTML paragraphs: escaped, its line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="margin:0 0 8px">${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/**
 * To the registrant when staff reject the registration, with their reason as typed. Replies go to
 * the shop's address (MAIL_FROM), so the company can answer the mail.
 */
export function rejectedMail(to: string, companyName: string, reason: string): NewMail {
  const lead = `registráciu firmy ${companyName} v našom obchode sme posúdili a nemôžeme ju schváliť.`;
  const close = 'Ak máte otázky alebo ide o omyl, odpovedzte na tento e-mail.';
  return {
    to,
    subject: 'Vaša registrácia nebola schválená',
    text: `Dobrý deň,\n\n${lead}\n\nDôvod:\n${reason}\n\n${close}\n`,
    html: mailLayout(
      'Vaša registrácia nebola schválená',
      `<p>Dobrý deň,</p><p>${escapeHtml(lead)}</p><p style="margin:0 0 4px"><strong>Dôvod:</strong></p>` +
        `<div style="border-left:3px solid #c5ccd6;padding:4px 0 4px 12px;margin:0 0 16px">${paragraphs(reason)}</div>` +
        `<p>${escapeHtml(close)}</p>`,
    ),
  };
}

/** To the customer who asked for a password reset. */
export function resetMail(to: string, resetUrl: string): NewMail {
  const lead = 'Niekto (pravdepodobne vy) požiadal o obnovenie hesla k vášmu účtu.';
  const note = 'Odkaz platí 1 hodinu a dá sa použiť raz. Ak ste o obnovenie nežiadali, tento e-mail ignorujte.';
  return {
    to,
    subject: 'Obnovenie hesla',
    text: `Dobrý deň,\n\n${lead}\n\nNové heslo si nastavíte tu: ${resetUrl}\n\n${note}\n`,
    html: mailLayout(
      'Obnovenie hesla',
      `<p>Dobrý deň,</p><p>${escapeHtml(lead)}</p>${button(resetUrl, 'Nastaviť nové heslo')}<p style="color:#5b6675;font-size:13px">${escapeHtml(note)}</p>`,
    ),
  };
}
