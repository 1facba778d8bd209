import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Param } from './family.ts';

/**
 * Demo PDFs (datasheets, installation manuals, certificates) printed with DejaVu Sans, which has
 * every Slovak glyph. Parsing the TrueType file is most of the cost of a small PDF, so each font is
 * parsed once and the parsed font handed to every document (pdfkit accepts a fontkit font object):
 * about 10 ms per datasheet instead of 35 ms.
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];
let fonts: { regular: FontSource; bold: FontSource } | null = null;

function parsedFonts(): { regular: FontSource; bold: FontSource } {
  if (fonts) return fonts;
  const regular = readFileSync(path.join(fontDir, 'DejaVuSans.ttf'));
  const bold = readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  // Let pdfkit parse each font once, then reuse its fontkit object; fall back to the bytes.
  const probe = new PDFDocument({ autoFirstPage: false });
  const parse = (bytes: Buffer): FontSource => {
    probe.font(bytes);
    const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
    return typeof parsed?.layout === 'function' ? (parsed as unknown as FontSource) : bytes;
  };
  fonts = { regular: parse(regular), bold: parse(bold) };
  return fonts;
}

const LEFT = 50;
const WIDTH = 495;
const GREY = '#5b6675';
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');
const DISTRIBUTOR = 'SecuriTrade s.r.o., Priemyselná 12, 040 01 Košice · www.securitrade.sk';

function render(title: string, author: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { regular, bold } = parsedFonts();
  // A fixed creation date keeps the bytes (and so the media etag) the same on every seed.
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: 'sk',
    info: { Title: title, Author: author, CreationDate: FIXED_DATE },
  });
  doc.registerFont('R', regular);
  doc.registerFont('B', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, vendor: string, brand: string, kind: string) {
  doc.rect(0, 0, 595.28, 72).fill(brand);
  doc
    .fillColor('#ffffff')
    .font('B')
    .fontSize(24)
    .text(vendor.toUpperCase(), LEFT, 24, { width: 300, characterSpacing: 1.5 });
  doc.font('R').fontSize(11).text(kind.toUpperCase(), LEFT, 32, { width: WIDTH, align: 'right' });
  doc.fillColor('#1b2430');
}

function footer(doc: PDFKit.PDFDocument, vendor: string) {
  // Below the bottom margin: lift the margin so pdfkit does not start a new page for the footer.
  doc.page.margins.bottom = 0;
  doc
    .moveTo(LEFT, 778)
    .lineTo(LEFT + WIDTH, 778)
    .strokeColor('#d5dae0')
    .lineWidth(0.5)
    .stroke();
  doc.font('R').fontSize(7.5).fillColor(GREY);
  doc.text(`© 2026 ${vendor}. Technické údaje sa môžu zmeniť bez predchádzajúceho upozornenia.`, LEFT, 786, {
    width: WIDTH,
    lineBreak: false,
  });
  doc.text(`Distribútor pre Slovensko: ${DISTRIBUTOR}`, LEFT, 798, { width: WIDTH, lineBreak: false });
}

function paramTable(doc: PDFKit.PDFDocument, params: readonly Param[], top: number): number {
  let y = top;
  doc.rect(LEFT, y, WIDTH, 20).fill('#1b2430');
  doc
    .fillColor('#ffffff')
    .font('B')
    .fontSize(9.5)
    .text('Parameter', LEFT + 8, y + 6)
    .text('Hodnota', LEFT + 220, y + 6);
  y += 20;
  params.forEach(([name, value, unit], i) => {
    if (i % 2 === 0) doc.rect(LEFT, y, WIDTH, 19).fill('#f1f4f7');
    doc
      .fillColor('#1b2430')
      .font('R')
      .fontSize(9.5)
      .text(name, LEFT + 8, y + 5, { width: 200, lineBreak: false });
    doc
      .font('B')
      .text(`${value}${unit ? ` ${unit}` : ''}`, LEFT + 220, y + 5, { width: WIDTH - 228, lineBreak: false });
    y += 19;
  });
  return y;
}

export interface DatasheetInput {
  vendor: string;
  brand: string;
  code: string;
  name: string;
  category: string;
  short: string;
  params: readonly Param[];
  features: readonly string[];
}

/** One page: vendor band, code and name, description, parameter table, highlights. */
export function datasheetPdf(p: DatasheetInput): Promise<Buffer> {
  return render(`Technický list ${p.code}`, p.vendor, (doc) => {
    header(doc, p.vendor, p.brand, 'Technický list');
    doc.font('B').fontSize(20).text(p.code, LEFT, 100);
    doc.font('R').fontSize(13).text(p.name, LEFT, 128, { width: WIDTH });
    doc
      .fontSize(9)
      .fillColor(GREY)
      .text(p.category, LEFT, doc.y + 4);
    doc
      .fillColor('#1b2430')
      .fontSize(10.5)
      .text(p.short, LEFT, doc.y + 12, { width: WIDTH });
    const y = paramTable(doc, p.params, doc.y + 18);
    doc
      .font('B')
      .fontSize(12)
      .text('Hlavné vlastnosti', LEFT, y + 24);
    doc.font('R').fontSize(10);
    for (const f of p.features) doc.text(`•  ${f}`, LEFT + 6, doc.y + 5, { width: WIDTH - 6 });
    footer(doc, p.vendor);
  });
}

const MANUAL_SECTIONS: ReadonlyArray<readonly [string, string]> = [
  [
    '1. Bezpečnostné pokyny',
    'Inštaláciu smie vykonávať len osoba s odbornou spôsobilosťou podľa vyhlášky č. 508/2009 Z. z. Pred zapojením odpojte napájanie a záložný akumulátor. Zariadenie nevystavujte priamemu slnku, vlhkosti ani prachu nad rámec uvedeného krytia.',
  ],
  [
    '2. Montáž',
    'Zvoľte miesto montáže podľa odporúčaní v technickom liste. Vyznačte otvory podľa priloženej šablóny, použite hmoždinky vhodné pre daný podklad a kábel priveďte cez priechodku tak, aby do zariadenia nezatekala voda.',
  ],
  [
    '3. Zapojenie',
    'Vodiče pripojte do svorkovnice podľa schémy na vnútornej strane krytu. Dodržte polaritu napájania a maximálnu dĺžku vedenia. Tienenie kábla uzemnite len na strane ústredne alebo rekordéra.',
  ],
  [
    '4. Uvedenie do prevádzky',
    'Po pripojení napájania počkajte na ukončenie štartu (LED indikácia). Zariadenie pridajte do systému podľa návodu ústredne alebo aplikácie, overte funkčnosť a zaznamenajte výsledok do protokolu o skúške.',
  ],
  [
    '5. Údržba a likvidácia',
    'Funkčnosť kontrolujte najmenej raz ročne. Výrobok na konci životnosti odovzdajte na zberné miesto elektroodpadu, nevyhadzujte ho do komunálneho odpadu.',
  ],
];

/** An installation manual for a product series (shared by its models). */
export function manualPdf(p: {
  vendor: string;
  brand: string;
  series: string;
  models: ReadonlyArray<{ code: string; name: string }>;
}): Promise<Buffer> {
  return render(`Návod na inštaláciu – ${p.series}`, p.vendor, (doc) => {
    header(doc, p.vendor, p.brand, 'Návod na inštaláciu');
    doc.font('B').fontSize(18).text(p.series, LEFT, 100, { width: WIDTH });
    doc
      .font('R')
      .fontSize(10)
      .fillColor(GREY)
      .text('Platí pre modely:', LEFT, doc.y + 8);
    doc.fillColor('#1b2430');
    for (const m of p.models.slice(0, 8)) doc.text(`${m.code} – ${m.name}`, LEFT + 8, doc.y + 3, { width: WIDTH - 8 });
    for (const [title, body] of MANUAL_SECTIONS) {
      doc
        .font('B')
        .fontSize(12)
        .text(title, LEFT, doc.y + 14);
      doc
        .font('R')
        .fontSize(10)
        .text(body, LEFT, doc.y + 4, { width: WIDTH, align: 'justify' });
    }
    footer(doc, p.vendor);
  });
}

/** An EU declaration of conformity / certificate listing the models it covers. */
export function certificatePdf(p: {
  vendor: string;
  brand: string;
  title: string;
  norms: readonly string[];
  models: ReadonlyArray<{ code: string; name: string }>;
}): Promise<Buffer> {
  return render(p.title, p.vendor, (doc) => {
    header(doc, p.vendor, p.brand, 'Certifikát');
    doc.font('B').fontSize(20).text(p.title, LEFT, 110, { width: WIDTH, align: 'center' });
    doc
      .font('R')
      .fontSize(10.5)
      .text(
        `Výrobca ${p.vendor} vyhlasuje na vlastnú zodpovednosť, že nižšie uvedené výrobky spĺňajú požiadavky nasledujúcich predpisov a noriem:`,
        LEFT,
        doc.y + 20,
        { width: WIDTH },
      );
    for (const n of p.norms) doc.text(`•  ${n}`, LEFT + 10, doc.y + 5, { width: WIDTH - 10 });
    doc
      .font('B')
      .fontSize(12)
      .text('Výrobky', LEFT, doc.y + 18);
    doc.font('R').fontSize(10);
    for (const m of p.models.slice(0, 14))
      doc.text(`${m.code} – ${m.name}`, LEFT + 10, doc.y + 4, { width: WIDTH - 10 });
    doc.text('Miesto a dátum vydania: Brusel, 15. 1. 2026', LEFT, doc.y + 24);
    doc.text('Ing. Mária Kováčová, manažérka kvality', LEFT, doc.y + 30);
    footer(doc, p.vendor);
  });
}
