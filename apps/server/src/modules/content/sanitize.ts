import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (blog posts, text pages, category and product descriptions) is sanitized when it is
 * written, and the web renders it as is. Only the formatting an editor needs survives: no
 * scripts, event handlers, styles, frames, forms or SVG, links only to http(s), mailto or
 * relative addresses, images only from our own /media or a relative path.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images never come from another site: no scheme at all, so only relative addresses pass here;
  // the exclusive filter below narrows them further.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opened in a new tab must not get a handle on this page.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, rel: 'noopener' } : attribs }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/** `/media/…` (files the shop serves) or a document-relative path; never another origin or data:. */
function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (value.startsWith('/media/')) return !value.includes('..');
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('/') && !value.startsWith('\\');
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Tags that start or end a block: a line break next to one only lays out the source. */
const BLOCK_TAG = /^<\/?(?:p|h[1-6]|ul|ol|li|table|caption|thead|tbody|tfoot|tr|th|td|div|blockquote|br)\b/i;

/**
 * A description written as text with line breaks, possibly with some HTML (category descriptions,
 * docs/requirements/catalogue.md §Categories and side menu): each line break in the text becomes `<br />`,
 * except inside a tag and in the layout whitespace next to a block tag (`</p>⏎<p>`); then the
 * result is sanitized like any rich text.
 */
export function descriptionToHtml(text: string): string {
  // Odd entries are tags (`<…>`), even ones the text between them.
  const parts = text.replace(/\r\n?/g, '\n').split(/(<\/?[a-z!][^>]*>)/i);
  const blockAt = (i: number) => i < 0 || i >= parts.length || BLOCK_TAG.test(parts[i] ?? '');
  const lineBreaks = (s: string) => s.replaceAll('\n', '<br />');
  const converted = parts.map((part, i) => {
    if (i % 2 === 1) return part;
    const [, lead = '', middle = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part) ?? [];
    // Whitespace at the start, at the end or next to a block tag only lays out the source.
    if (!middle) return blockAt(i - 1) || blockAt(i + 1) ? part : lineBreaks(part);
    return (
      (blockAt(i - 1) ? lead : lineBreaks(lead)) + lineBreaks(middle) + (blockAt(i + 1) ? trail : lineBreaks(trail))
    );
  });
  return sanitizeRichText(converted.join(''));
}

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The text of HTML: tags dropped, entities decoded. */
function textOfHtml(html: string): string {
  // A space before block tags keeps words of adjacent blocks (`</p><p>`, `<br>`) apart.
  const spaced = html.replace(/<(?=\/?(?:p|br|li|ul|ol|h[1-6]|div|tr|td|th|table|blockquote)\b)/gi, ' <');
  return sanitizeHtml(spaced, TEXT_ONLY)
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/**
 * Plain text of an HTML fragment for previews (search results, meta descriptions): tags become
 * spaces, whitespace collapses, and the result is cut at a word boundary with an ellipsis.
 */
export function htmlToPlainText(html: string, maxLength = 160): string {
  // Without a tag or an entity the parser would give the text back as it is: a product's short
  // description is stored as plain text, and the search dropdown shows five of them a request
  // (8 µs each through the parser).
  const text = (/[<&]/.test(html) ? textOfHtml(html) : html).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
