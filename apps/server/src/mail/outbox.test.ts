import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { createOutbox, enqueueMail } from './outbox.ts';
import type { OutgoingMail } from './transport.ts';

describe('outbox flush', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneTemplate('empty');
  });
  afterAll(() => database.destroy());

  it('sends each queued mail once; flushes asked for during a drain share one more drain', async () => {
    const sent: OutgoingMail[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const outbox = createOutbox(
      database.db,
      {
        send: async (mail) => {
          await gate;
          sent.push(mail);
        },
        close: () => {},
      },
      'shop@example.com',
      () => {},
    );
    await enqueueMail(database.db, { to: 'a@example.com', subject: 'A', text: 'a' });
    const first = outbox.flush();
    // Queued while the first drain is held at the transport: only the extra drain can send it.
    await enqueueMail(database.db, { to: 'b@example.com', subject: 'B', text: 'b' });
    const second = outbox.flush();
    const third = outbox.flush();
    expect(third).toBe(second);
    release();
    await Promise.all([first, second, third]);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await outbox.flush()).toBe(0);
  });
});
