/** Page geometry and colours shared by the invoice's drawing code (A4 in points). */
export const LEFT = 40;
export const RIGHT = 555;
/** Content stops here; the footer sits below. */
export const PAGE_BOTTOM = 775;
export const GREY = '#5b6675';
export const INK = '#1b2430';

export type Doc = PDFKit.PDFDocument;
