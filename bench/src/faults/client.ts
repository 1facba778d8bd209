import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { BENCH_INVOICE_ADDRESS } from '../checkout-load.ts';
import type { FaultCustomer, Fixture } from './fixture.ts';
import { call, isErrorEnvelope, leaksInternals, type Outcome, sleep } from './util.ts';

export interface CallEvent {
  /** When the call ended (ms since epoch). */
  t: number;
  started: number;
  path: string;
  /** HTTP status, or 0 when the connection failed. */
  status: number;
  error?: string;
}

export interface InFlight {
  id: number;
  customerId: number;
  path: string;
  /** The Idempotency-Key of an order call. */
  key?: string;
  started: number;
  /** The whole request was written to the socket. */
  sent: boolean;
}

/** Every call of every client and prober: the figures and the per-phase checks are read from here. */
export class Recorder {
  readonly events: CallEvent[] = [];
  readonly inFlight = new Map<number, InFlight>();
  /** Outcomes of the calls being watched (the SIGTERM check), by call id. */
  readonly watched = new Map<number, Outcome | null>();
  readonly badBodies: { status: number; path: string; body: string }[] = [];
  private nextId = 1;

  async track(
    customerId: number,
    path: string,
    run: (onSent: () => void) => Promise<Outcome>,
    key?: string,
  ): Promise<Outcome> {
    const entry: InFlight = { id: this.nextId++, customerId, path, started: Date.now(), sent: false };
    if (key) entry.key = key;
    this.inFlight.set(entry.id, entry);
    const outcome = await run(() => {
      entry.sent = true;
    });
    this.inFlight.delete(entry.id);
    if (this.watched.has(entry.id)) this.watched.set(entry.id, outcome);
    const event: CallEvent = {
      t: Date.now(),
      started: entry.started,
      path,
      status: outcome.ok ? outcome.reply.status : 0,
    };
    if (!outcome.ok) event.error = outcome.error;
    this.events.push(event);
    if (outcome.ok && outcome.reply.status >= 400) {
      const { body, status } = outcome.reply;
      if (!isErrorEnvelope(body) || leaksInternals(body))
        this.badBodies.push({ status, path, body: body.slice(0, 300) });
    }
    return outcome;
  }
}

const pathKind = (path: string) => (path.startsWith('/admin/v1/basket/order') ? 'order' : path.split('?')[0] || path);

/**
 * One customer placing orders in a loop, the way a careful client does: fill the basket, place the
 * order with a fresh Idempotency-Key, and on a cut connection or a 5xx send the SAME key again until
 * a definitive answer (200, or a 4xx) comes; only then the next order. Sometimes a settled key is
 * replayed once more, which must answer the same order.
 */
export class OrderClient {
  /** Idempotency-Key → the order its 200 reply named. */
  readonly orders = new Map<string, { id: number; number: string }>();
  /** Order calls answered with a 4xx (a definitive refusal; none expected). */
  readonly refused: { key: string; status: number; body: string }[] = [];
  /** Keys still without a definitive answer when the client had to give up. */
  readonly unsettled: string[] = [];
  /** Basket steps answered with an unexpected 4xx. */
  readonly stepErrors: string[] = [];
  orderRetries = 0;
  stepRetries = 0;
  replays = 0;
  replayMismatches = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly headers: Record<string, string>;
  private seq = 0;
  readonly customer: FaultCustomer;
  private readonly fixture: Fixture;
  private readonly port: number;
  private readonly recorder: Recorder;

  constructor(customer: FaultCustomer, fixture: Fixture, port: number, recorder: Recorder) {
    this.customer = customer;
    this.fixture = fixture;
    this.port = port;
    this.recorder = recorder;
    this.headers = {
      cookie: `sid=${customer.sid}; XSRF-TOKEN=${customer.xsrf}`,
      'x-xsrf-token': customer.xsrf,
    };
  }

  /** Places orders until `stop()`; a key in progress is always settled, until `giveUpAt`. */
  async run(stop: () => boolean, giveUpAt: () => number) {
    while (!stop()) {
      try {
        await this.fillBasket(giveUpAt);
      } catch (err) {
        this.stepErrors.push((err as Error).message);
        await sleep(200);
        continue;
      }
      const key = `flt-${this.customer.id}-${++this.seq}-${randomBytes(4).toString('hex')}`;
      const reply = await this.settle('POST', '/admin/v1/basket/order', { newsletter: false }, key, giveUpAt, 'order');
      if (!reply) {
        this.unsettled.push(key);
        return;
      }
      if (reply.status !== 200) {
        this.refused.push({ key, status: reply.status, body: reply.body.slice(0, 300) });
        continue;
      }
      const { order } = JSON.parse(reply.body) as { order: { id: number; number: string } };
      this.orders.set(key, order);
      if (Math.random() < 0.2) {
        // A replay of a settled key: the same order, never a second one.
        this.replays++;
        const again = await this.settle(
          'POST',
          '/admin/v1/basket/order',
          { newsletter: false },
          key,
          giveUpAt,
          'order',
        );
        const replayed = again?.status === 200 ? (JSON.parse(again.body) as { order: { id: number } }).order.id : null;
        if (replayed !== order.id) this.replayMismatches++;
      }
    }
  }

  close() {
    this.agent.destroy();
  }

  private async fillBasket(giveUpAt: () => number) {
    const [first, second] = [...this.fixture.productIds].sort(() => Math.random() - 0.5);
    for (const product of [first, second]) {
      await this.step(
        'PUT',
        '/admin/v1/basket/add',
        { product, quantity: 1 + Math.floor(Math.random() * 3) },
        giveUpAt,
      );
    }
    await this.step('PATCH', '/admin/v1/basket/address', { invoice: BENCH_INVOICE_ADDRESS }, giveUpAt);
    await this.step('PATCH', '/admin/v1/basket/shipping', { id: this.fixture.shippingId }, giveUpAt);
    await this.step('PATCH', '/admin/v1/basket/payment', { id: this.fixture.paymentId }, giveUpAt);
  }

  private async step(method: string, path: string, body: unknown, giveUpAt: () => number) {
    const reply = await this.settle(method, path, body, undefined, giveUpAt, 'step');
    if (!reply) throw new Error(`${method} ${path}: no answer before giving up`);
    if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.body.slice(0, 200)}`);
  }

  /** Sends until a definitive answer: anything but a cut connection, a 5xx or a 429. */
  private async settle(
    method: string,
    path: string,
    body: unknown,
    key: string | undefined,
    giveUpAt: () => number,
    kind: 'order' | 'step',
  ) {
    const headers = key ? { ...this.headers, 'idempotency-key': key } : this.headers;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.recorder.track(
        this.customer.id,
        pathKind(path),
        (onSent) => call(this.agent, this.port, method, path, headers, body, { onSent }),
        key,
      );
      if (outcome.ok && outcome.reply.status < 500 && outcome.reply.status !== 429) return outcome.reply;
      if (Date.now() > giveUpAt()) return null;
      if (kind === 'order') this.orderRetries++;
      else this.stepRetries++;
      // Quick retries: the point is to hit the restarted server (and its recovery) early.
      await sleep(Math.min(50 * 2 ** Math.min(attempt, 3), 400) + Math.random() * 50);
    }
  }
}
