import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type LoadResult, WARMUP_SECONDS } from './load.ts';

export interface Shopper {
  headers: Record<string, string>;
}

/** Cookie and XSRF headers for a session id: the server issues the XSRF cookie on the first call. */
export async function shopperFor(baseUrl: string, sid: string): Promise<Shopper> {
  const res = await fetch(`${baseUrl}/admin/v1/health`, { headers: { cookie: `sid=${sid}` } });
  const xsrf = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  if (!xsrf) throw new Error('no XSRF cookie for the bench session');
  return {
    headers: { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
  };
}

async function call(baseUrl: string, shopper: Shopper, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: shopper.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The invoice address the bench's customers order with (the load and the fault suite). */
export const BENCH_INVOICE_ADDRESS = {
  firstName: 'Ján',
  lastName: 'Novák',
  street: 'Hlavná 12',
  city: 'Košice',
  zip: '04001',
  phone: '+421 900 123 456',
};

/** Invoice address, courier and bank transfer: the basket keeps them after an order. */
export async function prepareCheckout(baseUrl: string, shopper: Shopper): Promise<void> {
  await call(baseUrl, shopper, 'PATCH', '/admin/v1/basket/address', { invoice: BENCH_INVOICE_ADDRESS });
  const shipping = (await call(baseUrl, shopper, 'GET', '/admin/v1/basket/shipping-methods/sk')) as {
    shipping_methods: { id: number; pick_up: boolean; is_packeta?: boolean; name: string }[];
  };
  const courier = shipping.shipping_methods.find((m) => !m.pick_up && !/packeta/i.test(m.name));
  if (!courier) throw new Error('no courier shipping method');
  await call(baseUrl, shopper, 'PATCH', '/admin/v1/basket/shipping', { id: courier.id });
  const payment = (await call(baseUrl, shopper, 'GET', '/admin/v1/basket/payment-options/sk')) as {
    payment_options: { id: number; kind: string }[];
  };
  const transfer = payment.payment_options.find((p) => p.kind === 'bank_transfer');
  if (!transfer) throw new Error('no bank transfer payment option');
  await call(baseUrl, shopper, 'PATCH', '/admin/v1/basket/payment', { id: transfer.id });
}

export async function addToBasket(baseUrl: string, shopper: Shopper, product: number, quantity: number) {
  await call(baseUrl, shopper, 'PUT', '/admin/v1/basket/add', { product, quantity });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/**
 * The load's own requests: node:http on a keep-alive connection per worker, the body read and
 * dropped. fetch (undici) and parsing every basket reply cost the load generator about half a
 * core on this 2-core machine — CPU the server under test then did not get.
 */
function send(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Place-order load: one worker per connection, each with its own customer, for `seconds`.
 * A worker puts two products in its basket (not timed) and places the order with a fresh
 * Idempotency-Key (timed), again and again. autocannon cannot do this: every order empties
 * the basket it needs.
 */
export async function runPlaceOrderLoad(
  baseUrl: string,
  shoppers: Shopper[],
  productIds: number[],
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  // Orders during the warm-up (as autocannon's, see load.ts) are placed but not counted.
  const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
  const deadline = measureFrom + seconds * 1000;
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)] as number;
  await Promise.all(
    shoppers.map(async (shopper) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const add = async (quantity: number) => {
        const status = await send(
          agent,
          baseUrl,
          'PUT',
          '/admin/v1/basket/add',
          shopper.headers,
          JSON.stringify({ product: pick(), quantity }),
        );
        if (status !== 200) throw new Error(`add to basket: ${status}`);
      };
      while (Date.now() < deadline) {
        try {
          await add(1);
          await add(2);
          const started = performance.now();
          const status = await send(
            agent,
            baseUrl,
            'POST',
            '/admin/v1/basket/order',
            { ...shopper.headers, 'idempotency-key': randomUUID() },
            JSON.stringify({ newsletter: false }),
          );
          if (Date.now() < measureFrom) continue;
          latencies.push(performance.now() - started);
          if (status !== 200) non2xx++;
        } catch {
          if (Date.now() >= measureFrom) errors++;
        }
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name: 'place order',
    connections: shoppers.length,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p975: Math.round(percentile(latencies, 97.5)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    non2xx,
  };
}
