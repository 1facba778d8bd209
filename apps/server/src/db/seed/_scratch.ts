import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { openPglite } from '../client.ts';
import { sql } from 'drizzle-orm';
const require = createRequire(import.meta.url);
const fontDir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
let t = performance.now();
const d = await openPglite(undefined); await d.migrate();
console.log('open+migrate', performance.now() - t);
function pdf(i: number): Promise<Buffer> {
  return new Promise((res) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'x', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => res(Buffer.concat(chunks)));
    doc.registerFont('R', fontDir + 'DejaVuSans.ttf');
    doc.registerFont('B', fontDir + 'DejaVuSans-Bold.ttf');
    doc.font('B').fontSize(20).text('Vidinet VN-2CD2143G2-I ' + i);
    doc.font('R').fontSize(11).text('IP kamera bullet 4 Mpx, 2,8 mm, IR 30 m. Žltučký kôň úpäl ďábelské ódy. Rozlíšenie, Napájanie, Krytie');
    for (let k = 0; k < 8; k++) doc.text(`Parameter ${k}: hodnota ${k} Mpx – ľščťžýáíé`);
    doc.end();
  });
}
t = performance.now();
let size = 0;
for (let i = 0; i < 50; i++) size += (await pdf(i)).length;
console.log('50 pdfs', performance.now() - t, 'avg size', size / 50);
t = performance.now();
const rows = Array.from({ length: 50000 }, (_, i) => ({ product_id: 1, category: 'Rozlíšenie ' + i, value: String(i), unit: 'Mpx', sort: i % 8 }));
await d.db.execute(sql`insert into categories (id,label,slug,path,depth) values (1,'a','a','a',1)`);
await d.db.execute(sql`insert into vendors (id,name,slug) values (1,'a','a')`);
await d.db.execute(sql`insert into products (id,code,name,slug,vendor_id,category_id,price_cents) values (1,'a','a','a',1,1,100)`);
for (let b = 0; b < rows.length; b += 10000) {
  const json = JSON.stringify(rows.slice(b, b + 10000));
  await d.db.execute(sql`insert into product_parameters (product_id, category, value, unit, sort) select * from json_to_recordset(${json}::json) as x(product_id int, category text, value text, unit text, sort int)`);
}
console.log('50k params json', performance.now() - t);
t = performance.now();
await d.db.execute(sql`select count(*) from product_parameters`);
await d.close();
