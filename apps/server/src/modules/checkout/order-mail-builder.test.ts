import { isMainThread } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { type OrderMailData, orderMails } from './order-mail.ts';
import { createOrderMailBuilder } from './order-mail-builder.ts';

const config = {
  iban: 'SK3112000000198742637541',
  mailFrom: 'Shop <shop@example.com>',
  staffEmail: 'staff@example.com',
};
const address = {
  firstName: 'Ján',
  lastName: 'Novák',
  street: 'Hlavná 1',
  city: 'Košice',
  zip: '04001',
  phone: '+421900000000',
};
const data: OrderMailData = {
  number: '2026000042',
  customerEmail: 'buyer@example.com',
  companyName: 'Montáže s.r.o.',
  lines: [
    {
      code: 'ALX-1',
      name: 'Klávesnica',
      quantity: 2,
      unitOfMeasure: 'ks',
      unitPriceExcVatCents: 1000,
      lineTotalExcVatCents: 2000,
      vatRate: 23,
    },
  ],
  shippingName: 'Kuriér',
  paymentName: 'Prevodom',
  paymentKind: 'bank_transfer',
  totals: {
    productsExcVatCents: 2000,
    productsVatCents: 460,
    shippingExcVatCents: 500,
    shippingVatCents: 115,
    paymentExcVatCents: 0,
    paymentVatCents: 0,
    discountExcVatCents: 0,
    discountVatCents: 0,
    discountParts: [],
    totalExcVatCents: 2500,
    totalVatCents: 575,
    totalIncVatCents: 3075,
  },
  invoice: { ...address, email: 'buyer@example.com' },
  delivery: address,
  salePoint: null,
  packetaPoint: null,
  note: '',
  couponCode: null,
};

describe('the order mail builder', () => {
  it('builds in a worker thread exactly the mails the main thread would', async () => {
    expect(isMainThread).toBe(true);
    const log = vi.fn();
    const builder = createOrderMailBuilder(log);
    try {
      const mails = await builder.build(data, config);
      expect(log).not.toHaveBeenCalled(); // the worker answered (a fallback logs)
      expect(mails).toEqual(await orderMails(data, config));
      expect(mails[0]?.attachments?.[0]?.contentType).toBe('image/png');
    } finally {
      await builder.close();
    }
  });

  it('builds the mails in the main thread when the worker cannot run, and says so', async () => {
    const log = vi.fn();
    const builder = createOrderMailBuilder(log, new URL('./no-such-worker.ts', import.meta.url).href);
    try {
      const mails = await builder.build(data, config);
      expect(log).toHaveBeenCalledOnce();
      expect(mails).toEqual(await orderMails(data, config));
    } finally {
      await builder.close();
    }
  });
});
