import type { FastifyReply } from 'fastify';

/** A PDF shown in the browser (inline), saved under `filename` (anything but word characters, dots and dashes becomes `_`). */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  const safe = filename.replace(/[^\w.-]/g, '_');
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${safe}"`).send(pdf);
}

/** An e-invoice (UBL XML) as a file to save under `filename` (attachment: a browser does not show it). */
export function sendXmlDocument(reply: FastifyReply, filename: string, xml: string) {
  const safe = filename.replace(/[^\w.-]/g, '_');
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .send(xml);
}
