/**
 * A warehouse address arrives as HTML written by our server (sanitised, `<br>` between lines).
 * It is shown as text, line by line: no HTML from a reply reaches the DOM.
 */
export function htmlToLines(html: string): string[] {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li)>/gi, '\n');
  const text =
    typeof DOMParser === 'undefined'
      ? withBreaks.replace(/<[^>]*>/g, '')
      : (new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function WarehouseAddress({ html, className }: { html: string; className?: string }) {
  const lines = htmlToLines(html);
  return (
    <span className={className}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static address
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </span>
  );
}
