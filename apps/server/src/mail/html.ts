const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML mail bodies; whatever a visitor typed is shown, never interpreted. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A minimal, readable mail layout (inline styles only: mail clients ignore stylesheets). */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="sk"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b2430;line-height:1.5;margin:0;padding:24px;background:#f4f6f9">
<div style="max-width:640px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
</div></body></html>`;
}
