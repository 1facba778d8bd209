import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** Page geometry and colours shared by the invoice's drawing code (A4 in points). */
export const LEFT = 40;
export const RIGHT = 555;
/** Content stops here; the footer sits below. */
export const PAGE_BOTTOM = 775;
export const GREY = '#5b6675';
export const INK = '#1b2430';

export type Doc = PDFKit.PDFDocument;

// DejaVu has every Slovak glyph (ľ, š, č, ť, ž, ý, á, í, é, ô, ä, ň, ŕ, ĺ, ď); the PDF standard fonts do not.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

/**
 * A new A4 document in the shop's fonts (`regular`, `bold`) and ink, and the promise of its bytes
 * once `doc.end()` is called. `compress: false` keeps the page content readable for inspection;
 * production output is compressed (the tests read both).
 */
export function startPdf(
  info: { Title: string; Author: string; Subject: string },
  options: { compress?: boolean } = {},
): { doc: Doc; finished: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, compress: options.compress ?? true, lang: 'sk', info });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.fillColor(INK);
  return { doc, finished };
}
