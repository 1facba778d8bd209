import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatDate } from '../../documents/format.ts';
import { escapeHtml } from '../../mail/html.ts';
import { registrationRows } from './account-mails.ts';
import type { ApprovalPreview, LinkApproval } from './approval.service.ts';

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;color:#1b2430;background:#f4f6f9;margin:0;padding:48px 16px}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}' +
  'h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}a{color:#0b5cad}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:20px 0}dt{font-weight:bold}dd{margin:0}' +
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

const OUTCOMES: Record<LinkApproval | 'refused', { status: number; title: string; message: string }> = {
  approved: {
    status: 200,
    title: 'Účet bol schválený',
    message: 'Registrácia je schválená. Zákazník dostal e-mail a môže sa prihlásiť.',
  },
  'already-approved': {
    status: 200,
    title: 'Účet už bol schválený',
    message: 'Tento účet bol schválený už predtým; nič sa nezmenilo.',
  },
  used: {
    status: 410,
    title: 'Odkaz už nie je platný',
    message: 'Tento odkaz na schválenie už bol použitý alebo mu uplynula platnosť.',
  },
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

/** The page after the button (or a refused post): what happened, or that nothing did. */
export function sendApprovalOutcome(reply: FastifyReply, outcome: LinkApproval | 'refused', homeUrl: string) {
  const page = OUTCOMES[outcome];
  return sendPage(reply, page.status, page.title, paragraph(page.message), homeUrl);
}

export interface ApprovalForm {
  /** Where the button posts (the link's own path). */
  action: string;
  /** The hidden field that ties the post to this browser and this link. */
  formToken: string;
}

/**
 * What the staff's link opens: the registration and one button; opening it changes nothing.
 * A link that can no longer approve says why, as after the button.
 */
export function sendApprovalPreview(
  reply: FastifyReply,
  preview: ApprovalPreview,
  form: ApprovalForm,
  homeUrl: string,
) {
  if (preview.state !== 'pending') return sendApprovalOutcome(reply, preview.state, homeUrl);
  const r = preview.registration;
  const rows: [string, string][] = [...registrationRows(r), ['Registrovaná', formatDate(r.createdAt)]];
  const details = `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
  const body = `${paragraph('Táto firma sa zaregistrovala a čaká na schválenie. Skontrolujte jej údaje; schválením uvidí svoje ceny a môže objednávať.')}
${details}
<form method="post" action="${escapeHtml(form.action)}" aria-labelledby="nadpis">
<input type="hidden" name="form_token" value="${escapeHtml(form.formToken)}">
<button type="submit">Schváliť registráciu</button>
</form>`;
  return sendPage(reply, 200, 'Schválenie registrácie', body, homeUrl);
}
