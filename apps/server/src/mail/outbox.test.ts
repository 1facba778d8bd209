import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { cloneTemplate, type TestDatabase } from '../test/databases.ts';
import { createOutbox, enqueueMail, SENDS_AT_ONCE } from './outbox.ts';
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

  it('flushSoon: sends the mails of several commits shortly after, not in the committing call', async () => {
    const sent: string[] = [];
    const outbox = createOutbox(
      database.db,
      {
        send: async (mail) => {
          sent.push(mail.to);
        },
        close: () => {},
      },
      'shop@example.com',
      () => {},
    );
    for (const to of ['c@example.com', 'd@example.com', 'e@example.com']) {
      await enqueueMail(database.db, { to, subject: 'S', text: 't' });
      outbox.flushSoon();
    }
    expect(sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(sent.sort()).toEqual(['c@example.com', 'd@example.com', 'e@example.com']);
    expect(await outbox.flush()).toBe(0);
    await outbox.stop();
  });

  it('sends up to SENDS_AT_ONCE mails at a time, each once', async () => {
    const sent: string[] = [];
    let inFlight = 0;
    let most = 0;
    const outbox = createOutbox(
      database.db,
      {
        send: async (mail) => {
          most = Math.max(most, ++inFlight);
          await new Promise((r) => setTimeout(r, 5));
          inFlight--;
          sent.push(mail.to);
        },
        close: () => {},
      },
      'shop@example.com',
      () => {},
    );
    const addresses = Array.from({ length: 3 * SENDS_AT_ONCE }, (_, i) => `many-${i}@example.com`);
    for (const to of addresses) await enqueueMail(database.db, { to, subject: to, text: to });
    expect(await outbox.flush()).toBe(addresses.length);
    expect(sent.sort()).toEqual([...addresses].sort());
    expect(most).toBe(SENDS_AT_ONCE);
    expect(await outbox.flush()).toBe(0);
  });

  it('stops after the mails in hand on shutdown and hands the rest back for the next process', async () => {
    const sent: string[] = [];
    let started = 0;
    let allStarted: () => void = () => {};
    const sending = new Promise<void>((r) => {
      allStarted = r;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const transport = (wait: boolean) => ({
      send: async (mail: OutgoingMail) => {
        if (wait) {
          if (++started === SENDS_AT_ONCE) allStarted();
          await gate;
        }
        sent.push(mail.to);
      },
      close: () => {},
    });
    const addresses = Array.from({ length: SENDS_AT_ONCE + 2 }, (_, i) => `stop-${i}@example.com`);
    for (const to of addresses) await enqueueMail(database.db, { to, subject: to, text: to });
    const stopping = createOutbox(database.db, transport(true), 'shop@example.com', () => {});
    const drained = stopping.flush();
    await sending;
    const stopped = stopping.stop();
    release();
    await Promise.all([drained, stopped]);
    const inHand = addresses.slice(0, SENDS_AT_ONCE);
    expect(sent.sort()).toEqual([...inHand].sort());
    expect(await stopping.flush()).toBe(0);
    const rest = await database.db
      .select({ to: mailOutbox.to, attempts: mailOutbox.attempts, lockedUntil: mailOutbox.lockedUntil })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt))
      .orderBy(mailOutbox.id);
    // Not held for the lease and not counted as an attempt: the next process sends them at once.
    expect(rest).toEqual(addresses.slice(SENDS_AT_ONCE).map((to) => ({ to, attempts: 0, lockedUntil: null })));
    const next = createOutbox(database.db, transport(false), 'shop@example.com', () => {});
    expect(await next.flush()).toBe(2);
    expect(sent.sort()).toEqual([...addresses].sort());
  });

  it('gets its body from the named renderer, keeps it once sent; an unknown renderer fails the attempt', async () => {
    const sent: OutgoingMail[] = [];
    const logged: string[] = [];
    const outbox = createOutbox(
      database.db,
      { send: async (mail) => void sent.push(mail), close: () => {} },
      'shop@example.com',
      (msg) => logged.push(msg),
      { greeting: async ({ id }) => ({ text: `Dobrý deň, mail ${id}`, html: `<p>mail ${id}</p>` }) },
    );
    await enqueueMail(
      database.db,
      { to: 'f@example.com', subject: 'Rendered', text: '', render: 'greeting' },
      { to: 'g@example.com', subject: 'Unknown', text: '', render: 'no-such-renderer' },
    );
    expect(await outbox.flush()).toBe(1);
    const rows = await database.db.select().from(mailOutbox);
    const rendered = rows.find((r) => r.subject === 'Rendered');
    const unknown = rows.find((r) => r.subject === 'Unknown');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toBe(`Dobrý deň, mail ${rendered?.id}`);
    expect(sent[0]?.html).toBe(`<p>mail ${rendered?.id}</p>`);
    expect(rendered).toMatchObject({ text: `Dobrý deň, mail ${rendered?.id}`, render: null });
    expect(rendered?.sentAt).not.toBeNull();
    // Not sent with an empty body: left for a later attempt (a process that has the renderer).
    expect(unknown).toMatchObject({ sentAt: null, text: '', render: 'no-such-renderer', attempts: 1 });
    expect(unknown?.lastError).toContain('no mail renderer');
    expect(logged).toEqual([`mail ${unknown?.id} failed (attempt 1)`]);
  });

  it('a sender whose state write fails ends the drain only after the other senders are done', async () => {
    // The database refuses any record of one mail's outcome, as it would if it went away.
    await database.db.execute(sql`
      create function test_refuse_outcome() returns trigger language plpgsql as $$
      begin
        if new."to" = 'boom@example.com' and (new.sent_at is distinct from old.sent_at
            or new.last_error is distinct from old.last_error) then
          raise exception 'outcome refused';
        end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger test_refuse_outcome before update on mail_outbox for each row execute function test_refuse_outcome()`,
    );
    const logged: string[] = [];
    const sent: string[] = [];
    const outbox = createOutbox(
      database.db,
      {
        send: async (mail) => {
          if (mail.to !== 'boom@example.com') await new Promise((r) => setTimeout(r, 30));
          sent.push(mail.to);
        },
        close: () => {},
      },
      'shop@example.com',
      (msg) => logged.push(msg),
    );
    const others = Array.from({ length: SENDS_AT_ONCE + 1 }, (_, i) => `beside-${i}@example.com`);
    for (const to of ['boom@example.com', ...others]) await enqueueMail(database.db, { to, subject: to, text: to });
    try {
      await outbox.flush();
      // When the failed drain returns, every other mail of its batch has been sent and recorded.
      expect(logged).toContain('mail outbox flush failed');
      expect(sent.sort()).toEqual(['boom@example.com', ...others].sort());
      const unsent = await database.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), inArray(mailOutbox.to, ['boom@example.com', ...others])));
      expect(unsent).toEqual([{ to: 'boom@example.com' }]);
    } finally {
      await database.db.execute(sql`drop trigger test_refuse_outcome on mail_outbox`);
      await database.db.delete(mailOutbox).where(eq(mailOutbox.to, 'boom@example.com'));
    }
  });
});
