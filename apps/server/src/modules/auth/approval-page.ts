import { createHash } from 'node:crypto';
import type { DecisionActor } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import { formatDate } from '../../documents/format.ts';
import { escapeHtml } from '../../mail/html.ts';
import { registrationRows } from './account-mails.ts';
import type { ApprovalPreview } from './approval.service.ts';

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;color:#1b2430;background:#f4f6f9;margin:0;padding:48px 16px}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}' +
  'h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}a{color:#0b5cad}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:20px 0}dt{font-weight:bold}dd{margin:0;white-space:pre-line}' +
  'button{font:inherit;font-weight:bold;background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer}' +
  'button:hover{background:#094a8c}button:focus-visible{outline:3px solid #1b2430;outline-offset:2px}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
/**
 * No script at all; the one style allowed by its hash; the form may post only to the shop. The
 * referrer stays within the shop: the URL holds the token, and a same-origin referrer policy is
 * what lets the browser send the Origin header the form post is checked by ("no-referrer" sends `null`).
 */
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function sendPage(reply: FastifyReply, status: number, title: string, body: string, homeUrl: string) {
  const html = `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1 id="nadpis">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(homeUrl)}" rel="noreferrer">Späť do obchodu</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', CSP)
    .send(html);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const definitions = (rows: [string, string][]) =>
  `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
/** The back office's page of a registration; no referrer, so the link's token stays on this page. */
const backOfficeLink = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(label)}</a></p>`;

/** A decision's time as people in Slovakia read it: `5. 3. 2026 14:05`. */
const dateTime = new Intl.DateTimeFormat('sk-SK', {
  timeZone: 'Europe/Bratislava',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Who decided, in words (the same words the back office shows). */
export function actorText(actor: DecisionActor): string {
  switch (actor.kind) {
    case 'staff':
      return actor.name ? `${actor.name} (${actor.email})` : actor.email;
    case 'mail-link':
      return 'odkazom z e-mailu';
    case 'cli':
      return 'príkazom z príkazového riadka';
    default:
      return 'neuvedené (automaticky alebo pred zavedením záznamu)';
  }
}

type Outcome = 'unknown' | 'refused';
const OUTCOMES: Record<Outcome, { status: number; title: string; message: string }> = {
  unknown: {
    status: 404,
    title: 'Neplatný odkaz',
    message: 'Tento odkaz na schválenie neexistuje. Skontrolujte, či ste ho skopírovali celý.',
  },
  refused: {
    status: 403,
    title: 'Schválenie sa nepodarilo overiť',
    message:
      'Nič sa nezmenilo. Otvorte odkaz zo svojho e-mailu znova a registráciu potvrďte tlačidlom na stránke, ktorá sa zobrazí.',
  },
};

/** A post the page refuses (not this browser's form): nothing happened. */
export function sendApprovalRefused(reply: FastifyReply, homeUrl: string) {
  const page = OUTCOMES.refused;
  return sendPage(reply, page.status, page.title, paragraph(page.message), homeUrl);
}

export interface ApprovalForm {
  /** Where the button posts (the link's own path). */
  action: string;
  /** The hidden field that ties the post to this browser and this link. */
  formToken: string;
}

export interface ApprovalPageLinks {
  homeUrl: string;
  /** The registration in the back office (`/staff/registrations/<id>`). */
  backOffice: (customerId: number) => string;
}

/**
 * What the staff's link opens, before and after its button: the registration and one button
 * while it waits (opening it changes nothing); the decision, who made it and when once decided
 * — here, in the back office or on the command line, it is the same decision; a spent link's
 * reason. Every page with a registration also leads to it in the back office, where a different
 * price group or a rejection is chosen.
 */
export function sendApprovalPage(
  reply: FastifyReply,
  preview: ApprovalPreview,
  form: ApprovalForm,
  links: ApprovalPageLinks,
  { justApproved = false } = {},
) {
  if (preview.state === 'unknown') {
    const page = OUTCOMES.unknown;
    return sendPage(reply, page.status, page.title, paragraph(page.message), links.homeUrl);
  }
  const r = preview.registration;
  const toBackOffice = backOfficeLink(links.backOffice(r.id), 'Otvoriť registráciu v administrácii');
  if (preview.state === 'decided') {
    const d = preview.decision;
    const approved = d.outcome === 'approved';
    const title = justApproved
      ? 'Účet bol schválený'
      : approved
        ? 'Registrácia už bola schválená'
        : 'Registrácia bola zamietnutá';
    const message = justApproved
      ? 'Registrácia je schválená. Zákazník dostal e-mail a môže sa prihlásiť.'
      : 'O tejto registrácii už bolo rozhodnuté; tlačidlo ani odkaz už nič nemenia.';
    const rows: [string, string][] = [
      ['Firma', r.companyName],
      ['Rozhodnutie', approved ? 'schválená' : 'zamietnutá'],
      ['Rozhodol', actorText(d.by)],
      ['Kedy', dateTime.format(new Date(d.at))],
      ...(approved ? ([['Cenová skupina', r.priceGroupName ?? 'žiadna']] as [string, string][]) : []),
      ...(d.reason ? ([['Dôvod', d.reason]] as [string, string][]) : []),
    ];
    return sendPage(reply, 200, title, `${paragraph(message)}${definitions(rows)}${toBackOffice}`, links.homeUrl);
  }
  const details = definitions([...registrationRows(r), ['Registrovaná', formatDate(r.createdAt)]]);
  if (preview.state === 'link-spent') {
    const body = `${paragraph('Tento odkaz na schválenie už bol použitý alebo mu uplynula platnosť. Registrácia stále čaká na rozhodnutie: schváľte ju alebo zamietnite v administrácii.')}${details}${toBackOffice}`;
    return sendPage(reply, 410, 'Odkaz už nie je platný', body, links.homeUrl);
  }
  const body = `${paragraph('Táto firma sa zaregistrovala a čaká na schválenie. Skontrolujte jej údaje; schválením uvidí svoje ceny a môže objednávať.')}
${details}
${paragraph(`Schválením dostane cenovú skupinu ${preview.group?.name ?? 'žiadna'}. Inú cenovú skupinu alebo zamietnutie s dôvodom zvolíte v administrácii.`)}
<form method="post" action="${escapeHtml(form.action)}" aria-labelledby="nadpis">
<input type="hidden" name="form_token" value="${escapeHtml(form.formToken)}">
<button type="submit">Schváliť registráciu</button>
</form>
${toBackOffice}`;
  return sendPage(reply, 200, 'Schválenie registrácie', body, links.homeUrl);
}
