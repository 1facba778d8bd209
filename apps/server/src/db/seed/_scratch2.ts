import PDFDocument from "pdfkit";
import * as fontkit from "fontkit";
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const fontDir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
const R: any = (fontkit as any).create(readFileSync(fontDir + 'DejaVuSans.ttf')), B: any = (fontkit as any).create(readFileSync(fontDir + 'DejaVuSans-Bold.ttf'));
function pdf(i: number, compress = true): Promise<Buffer> {
  return new Promise((res) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress, info: { Title: 'x', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => res(Buffer.concat(chunks)));
    doc.registerFont('R', R);
    doc.registerFont('B', B);
    doc.font('B').fontSize(20).text('Vidinet VN-2CD2143G2-I ' + i);
    doc.font('R').fontSize(11).text('IP kamera bullet 4 Mpx, 2,8 mm, IR 30 m. Žltučký kôň úpäl ďábelské ódy. Rozlíšenie, Napájanie, Krytie');
    for (let k = 0; k < 8; k++) doc.text(`Parameter ${k}: hodnota ${k} Mpx – ľščťžýáíé`);
    doc.end();
  });
}
for (const c of [true, false]) {
let t = performance.now();
let size = 0;
for (let i = 0; i < 50; i++) size += (await pdf(i, c)).length;
console.log(c, '50 pdfs', performance.now() - t, 'avg size', size / 50);
t = performance.now();
for (let i = 0; i < 50; i++) size += (await pdf(i, c)).length;
console.log(c, '50 pdfs warm', performance.now() - t);
}
