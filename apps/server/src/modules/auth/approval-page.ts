import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../mail/html.ts';
import type { LinkApproval } from './approval.service.ts';

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;color:#1b2430;background:#f4f6f9;margin:0;padding:48px 16px}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}' +
  'h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}a{color:#0b5cad}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const PAGES: Record<LinkApproval, { status: number; title: string; message: string }> = {
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
};

/**
 * The small Slovak page the staff's approval link opens. No script at all; its only style is
 * allowed by hash in a CSP stricter than the SPA's. The token is in the URL, so no referrer leaves.
 */
export function sendApprovalPage(reply: FastifyReply, result: LinkApproval, homeUrl: string) {
  const page = PAGES[result];
  const html = `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>
<p><a href="${escapeHtml(homeUrl)}">Späť do obchodu</a></p></main></body></html>`;
  return reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .send(html);
}
