import sharp from 'sharp';

/** Files a journey uploads, made on the spot (no binaries in the repository). */

/** A tiny but whole PDF: header, one empty page, cross-reference table and trailer. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Two photos of different shapes and formats: a 900 × 600 JPEG and a 700 × 700 PNG. */
export async function twoPhotos(): Promise<{ jpeg: Buffer; png: Buffer }> {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d5fbf' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#e0a800' } })
    .png()
    .toBuffer();
  return { jpeg, png };
}
