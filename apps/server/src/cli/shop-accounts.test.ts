import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, invoiceDocuments, invoices, orders } from '../db/schema/index.ts';
import { CLI_TIMEOUT, cliHarness } from '../test/cli.ts';

/**
 * `npm run shop -- approve|invoice` as staff run them: a separate process on the same database
 * (a PGlite folder, or the test's PostgreSQL database when TEST_DATABASE_URL is set).
 */
const TIMEOUT = CLI_TIMEOUT;
const { dataDir, withDb, shop, destroy } = await cliHarness('shop-cli-');

const email = 'cakajuca@example.sk';
let orderNumber = '';
beforeAll(async () => {
  await withDb(async (db) => {
    const [customer] = await db
      .insert(customers)
      .values({
        email,
        passwordHash: 'x',
        companyName: 'Čakajúca firma s.r.o.',
        companyId: '1',
        vatRegistrationId: '2',
        extVatRegistrationId: '',
        status: 'pending',
      })
      .returning();
    const address = { firstName: 'A', lastName: 'B', street: 'C', city: 'D', zip: 'E', phone: 'F' };
    const [order] = await db
      .insert(orders)
      .values({
        number: '2026000042',
        customerId: customer?.id ?? 0,
        shippingName: 'Kuriér',
        shippingPriceCents: 500,
        shippingVatRate: 23,
        paymentName: 'Prevod',
        paymentKind: 'bank_transfer',
        paymentPriceCents: 0,
        paymentVatRate: 23,
        invoiceAddress: address,
        deliveryAddress: address,
        companySnapshot: {
          companyName: 'Čakajúca firma s.r.o.',
          companyId: '1',
          vatRegistrationId: '2',
          extVatRegistrationId: '',
        },
        productsExcVatCents: 0,
        totalExcVatCents: 500,
        totalVatCents: 115,
        totalIncVatCents: 615,
      })
      .returning();
    orderNumber = order?.number ?? '';
  });
}, TIMEOUT);
afterAll(async () => {
  await destroy();
});

describe('npm run shop -- approve', () => {
  it(
    'approves a pending account and mails the customer; a second run says it was approved already',
    async () => {
      const first = await shop('approve', email.toUpperCase());
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`${email.toUpperCase()} approved`);
      const status = await withDb(
        async (db) => (await db.select().from(customers).where(eq(customers.email, email)))[0]?.status,
      );
      expect(status).toBe('approved');
      const mails = readdirSync(path.join(dataDir, 'mail')).map((f) =>
        readFileSync(path.join(dataDir, 'mail', f), 'utf8'),
      );
      expect(mails.some((m) => m.includes(`To: ${email}`) && m.includes('schv'))).toBe(true);

      const second = await shop('approve', email);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('already approved');
    },
    TIMEOUT,
  );

  it(
    'fails for an unknown address',
    async () => {
      const unknown = await shop('approve', 'nikto@example.sk');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account');
    },
    TIMEOUT,
  );
});

describe('npm run shop -- invoice', () => {
  it(
    'issues the invoice for an order once and prints its number',
    async () => {
      const first = await shop('invoice', orderNumber);
      expect(first.code).toBe(0);
      const number = first.stdout.trim();
      expect(number).toMatch(/^\S+$/);
      const [invoice] = await withDb((db) => db.select().from(invoices).where(eq(invoices.number, number)));
      expect(invoice).toMatchObject({ varsymbol: orderNumber, totalCents: 615, paidCents: 0 });
      // audited like the back office's issue, as the command line's
      const [entry] = await withDb((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoice?.id)))),
      );
      expect(entry).toMatchObject({ action: 'invoice.issue', staffId: null, ip: null });
      // Its PDF and e-invoice are stored with it, at issue (docs/decisions/013-e-invoices.md).
      const [documents] = await withDb((db) =>
        db
          .select()
          .from(invoiceDocuments)
          .where(eq(invoiceDocuments.invoiceId, invoice?.id ?? 0)),
      );
      expect(documents?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(documents?.ubl).toContain(`<cbc:ID>${number}</cbc:ID>`);
      expect(documents?.ubl).toContain(`<cbc:PaymentID>${orderNumber}</cbc:PaymentID>`);

      const again = await shop('invoice', orderNumber);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already');
    },
    TIMEOUT,
  );
});
