/**
 * How fast the outbox empties over SMTP, on PostgreSQL; the figures are in BENCHMARKS.md.
 *
 *   node bench/src/outbox-send.ts --pg postgres://postgres@127.0.0.1:55432/postgres [--mails 400] [--delays 0,20]
 *
 * Makes its own database (`shop_bench_outbox`, dropped first), queues N mails the size of an
 * order confirmation (text, HTML and a QR code's PNG) and times one outbox draining them through
 * a local SMTP server with a login (`apps/server/src/test/fake-smtp.ts`). Each message is
 * accepted after `delay` ms, as a remote relay's round trips and checks take; 0 is a relay on the
 * same machine. Each run is done twice: with the URL's defaults, and with `?pool=false` (a
 * connection, a greeting and a login per mail).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createOutbox, enqueueMail } from '../../apps/server/src/mail/outbox.ts';
import { createTransport } from '../../apps/server/src/mail/transport.ts';
import { startFakeSmtp } from '../../apps/server/src/test/fake-smtp.ts';
import { createDatabase } from './faults/pg-cluster.ts';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, mails: { type: 'string' }, delays: { type: 'string' } },
});
if (!values.pg) throw new Error('--pg postgres://… is required (the benchmark is for PostgreSQL)');
const count = Number(values.mails ?? 400);
const delays = (values.delays ?? '0,20').split(',').map(Number);
const name = 'shop_bench_outbox';
const url = await createDatabase(values.pg, name);
const database = await openDatabase({ databaseUrl: url, dbDir: '' });
await database.migrate();
const smtp = await startFakeSmtp();

// About an order confirmation's size: 2.4 KB of text, 9 KB of HTML, a 3 KB PNG.
const text = 'Ďakujeme za objednávku. Kód;Názov;Množstvo;Cena\n'.repeat(50);
const html = `<table>${'<tr><td>Kamera IP 4 Mpx</td><td>2 ks</td><td>128,40 €</td></tr>'.repeat(150)}</table>`;
const png = Buffer.alloc(3000, 7).toString('base64');

console.log('| relay delay | connections | mails | seconds | mails/s | connections opened |');
console.log('|---|---|---|---|---|---|');
for (const delay of delays) {
  for (const [label, smtpUrl] of [
    ['pooled (default)', smtp.url],
    ['one per mail (`?pool=false`)', `${smtp.url}?pool=false`],
  ] as const) {
    await database.db.execute(sql`truncate mail_outbox`);
    smtp.received.length = 0;
    smtp.delayMs = delay;
    await enqueueMail(
      database.db,
      ...Array.from({ length: count }, (_, i) => ({
        to: `zakaznik-${i}@montaz.sk`,
        subject: `Objednávka ${i}`,
        text,
        html,
        attachments: [{ filename: 'qr.png', contentType: 'image/png', contentBase64: png, cid: 'qr' }],
      })),
    );
    const transport = createTransport(smtpUrl, '', () => {});
    const outbox = createOutbox(database.db, transport, 'obchod@example.sk', (msg, err) => console.error(msg, err));
    const opened = smtp.connections();
    const started = performance.now();
    let sent = 0;
    while (sent < count) {
      const now = await outbox.flush();
      if (now === 0) throw new Error(`only ${sent} of ${count} mails sent`);
      sent += now;
    }
    const seconds = (performance.now() - started) / 1000;
    await outbox.stop();
    transport.close();
    if (smtp.received.length !== count) throw new Error(`the server got ${smtp.received.length} of ${count}`);
    console.log(
      `| ${delay} ms | ${label} | ${count} | ${seconds.toFixed(2)} | ${Math.round(count / seconds)} | ${smtp.connections() - opened} |`,
    );
  }
}
await smtp.close();
await database.close();
