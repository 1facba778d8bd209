import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one entry per text run, for tests. pdfkit writes embedded
 * TrueType text as glyph ids (Identity-H); this reads each font's ToUnicode map and decodes the
 * page content with it, so a test sees the characters a reader sees (diacritics included).
 * Handles compressed (FlateDecode) and uncompressed streams; not a general PDF parser.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)\nendobj/g;
  for (const match of source.matchAll(objectPattern)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = Buffer.from(body.slice(streamAt + 8, streamAt + 8 + length), 'latin1');
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? safeInflate(raw) : raw });
  }

  const fontsByName = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fontDict) continue;
    for (const [, name, id] of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmapId = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = cmapId ? objects.get(Number(cmapId))?.stream : null;
      if (name && cmap) fontsByName.set(name, parseToUnicode(cmap.toString('latin1')));
    }
  }

  const runs: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const contentId = /\/Contents (\d+) 0 R/.exec(dict)?.[1];
    const content = contentId ? objects.get(Number(contentId))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    let font = new Map<number, string>();
    const ops = /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, fontName, array, single] of content.matchAll(ops)) {
      if (fontName) {
        font = fontsByName.get(fontName) ?? new Map();
        continue;
      }
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [single ?? ''];
      runs.push(hexes.map((hex) => decodeHex(hex, font)).join(''));
    }
  }
  return runs;
}

/** All the text of a PDF as one string (runs separated by new lines, non-breaking spaces as spaces). */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join('\n').replaceAll('\u00a0', ' ');
}

function safeInflate(raw: Buffer): Buffer | null {
  try {
    return inflateSync(raw);
  } catch {
    return null;
  }
}

function decodeHex(hex: string, font: Map<number, string>): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
  return text;
}

const utf16 = (spacedHex: string) => {
  const hex = spacedHex.replace(/\s+/g, '');
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, start] of (block ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const from = Number.parseInt(lo ?? '0', 16);
      const to = Number.parseInt(hi ?? '0', 16);
      if (list !== undefined) {
        // An entry may hold several characters (`<0066 0069>` for the fi ligature).
        for (const [i, m] of [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].entries()) map.set(from + i, utf16(m[1] ?? ''));
      } else {
        const first = Number.parseInt(start ?? '0', 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(code ?? '0', 16), utf16(unicode ?? ''));
    }
  }
  return map;
}
