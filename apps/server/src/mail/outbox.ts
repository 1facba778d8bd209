import { and, asc, eq, inArray, isNull, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailTransport } from './transport.ts';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; contentBase64: string; cid?: string }[];
  /** A mail with the same key is queued only once (e.g. `order-confirmation:2026000123`). */
  dedupeKey?: string;
  /** The order the mail is about: the order's page in the back office lists its mails. */
  orderId?: number;
  /**
   * The name of the outbox's renderer that builds the body when the mail is sent (`text` is then
   * left empty). The order mails are queued so: see `MailRenderer`.
   */
  render?: string;
}

/** What a renderer builds: the body of a mail queued with `render`. */
export type RenderedMail = Pick<NewMail, 'text' | 'html' | 'attachments'>;

/**
 * Builds a queued mail's body when it is sent, from the data it is about (the order mails from
 * the order: modules/checkout/order-mail.ts). Queuing the name instead of the body keeps the
 * building out of the request that queues it. A renderer that throws fails the attempt like a
 * transport error: the mail is tried again later
 * (docs/decisions/017-perf-listing.md §Order mails built when sent).
 */
export type MailRenderer = (mail: { id: number; orderId: number | null }) => Promise<RenderedMail>;

/** Mails as the one JSON parameter of `insertMailsSql`. */
export const mailRowsJson = (mails: NewMail[]) =>
  JSON.stringify(
    mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
      dedupe_key: mail.dedupeKey ?? null,
      order_id: mail.orderId ?? null,
      render: mail.render ?? null,
    })),
  );

/** Queues the mails of a JSON parameter (`mailRowsJson`); a dedupe key already queued is skipped. */
export const insertMailsSql = (mails: SQLWrapper) => sql`
  insert into mail_outbox ("to", subject, text, html, attachments, dedupe_key, order_id, render)
  select m."to", m.subject, m.text, m.html, m.attachments, m.dedupe_key, m.order_id, m.render
  from jsonb_to_recordset(${mails}::jsonb)
    as m("to" text, subject text, text text, html text, attachments jsonb, dedupe_key text, order_id int, render text)
  on conflict do nothing`;

const enqueueMailQuery = preparedQuery<never, { mails: string }>(
  'enqueue_mail',
  insertMailsSql(sql.placeholder('mails')),
);

/** Queue mails in the caller's transaction (one statement); the outbox worker sends them after commit. */
export async function enqueueMail(db: DbOrTx, ...mails: NewMail[]) {
  if (mails.length === 0) return;
  await enqueueMailQuery(db, { mails: mailRowsJson(mails) });
}

const MAX_ATTEMPTS = 8;
const LOCK_MS = 60_000;
const FLUSH_SOON_MS = 50;
/** Mails of a claimed batch in the transport at once (the SMTP transport's pooled connections). */
export const SENDS_AT_ONCE = 4;

export interface Outbox {
  /** Sends what is pending now. Never throws. */
  flush(): Promise<number>;
  /**
   * Sends soon (within FLUSH_SOON_MS): call after a commit that queued mail. Under load the
   * mails of many commits then go in one claimed batch instead of a claim per commit.
   */
  flushSoon(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  log: (msg: string, err?: unknown) => void,
  renderers: Readonly<Record<string, MailRenderer>> = {},
): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  async function claimBatch() {
    // Claiming with a lease lets several server processes share one outbox without sending twice.
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lt(mailOutbox.attempts, MAX_ATTEMPTS),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(20)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ lockedUntil: new Date(Date.now() + LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
  }

  /** Hands claimed rows back at once (and uncounted), instead of leaving them to the lease. */
  async function release(ids: number[]) {
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
  }

  async function renderBody(name: string, row: { id: number; orderId: number | null }) {
    const renderer = Object.hasOwn(renderers, name) ? renderers[name] : undefined;
    if (!renderer) throw new Error(`no mail renderer "${name}"`);
    return renderer(row);
  }

  /** Sends one claimed mail and records the outcome; true when it was sent. */
  async function send(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      const rendered = row.render === null ? null : await renderBody(row.render, row);
      const mail = rendered ? { ...row, ...rendered } : row;
      await transport.send({ ...mail, from, attachments: mail.attachments ?? [] });
      // A rendered body is kept as it was sent, as every other mail's is.
      await db
        .update(mailOutbox)
        .set({
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          ...(rendered
            ? {
                text: rendered.text,
                html: rendered.html ?? null,
                attachments: rendered.attachments ?? [],
                render: null,
              }
            : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      // The id finds the row; the recipient is personal data and stays out of the log.
      log(`mail ${row.id} failed (attempt ${row.attempts + 1})`, err);
      await db
        .update(mailOutbox)
        .set({
          lastError: String((err as Error).message ?? err),
          lockedUntil: new Date(Date.now() + 30_000 * (row.attempts + 1)),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const batch = await claimBatch();
      if (batch.length === 0) return sent;
      // SENDS_AT_ONCE senders share the batch: over SMTP each mail waits for the relay's replies
      // (docs/decisions/017-perf-listing.md §Mail sent several at a time).
      let next = 0;
      const sender = async () => {
        while (!stopping && next < batch.length) {
          const row = batch[next++];
          if (row && (await send(row))) sent++;
        }
      };
      // Every sender finishes before the drain goes on or fails (a failed write of a mail's state,
      // e.g. the database gone), so no send outlives the drain that claimed it.
      const senders = await Promise.allSettled(Array.from({ length: Math.min(SENDS_AT_ONCE, batch.length) }, sender));
      const failed = senders.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      if (next < batch.length) {
        // Shutting down: the rest is for the next process (a backlog must not outlast the
        // shutdown timeout, which would end the process in the middle of a send).
        await release(batch.slice(next).map((r) => r.id));
        return sent;
      }
    }
    return sent;
  }

  // One drain at a time. A flush asked for while one runs (whose batch may predate the caller's
  // commit) gets one more drain after it, shared by every caller meanwhile — instead of each
  // caller waiting for the previous one and then draining again.
  let queued: Promise<number> | undefined;
  const flush = (): Promise<number> => {
    if (stopping) return Promise.resolve(0);
    if (!running) {
      running = drain()
        .catch((err) => {
          log('mail outbox flush failed', err);
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return flush();
    });
    return queued;
  };

  let soon: NodeJS.Timeout | undefined;
  const flushSoon = () => {
    if (stopping || soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      void flush();
    }, FLUSH_SOON_MS);
    soon.unref();
  };

  return {
    flush,
    flushSoon,
    start(intervalMs = 5000) {
      timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
      void flush();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running?.catch(() => 0);
      await queued?.catch(() => 0);
    },
  };
}
