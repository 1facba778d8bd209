import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}

export type MockHandler = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/**
 * Replaces global fetch. Keys are `"GET /admin/v1/sign/user"` (method + path, no query);
 * unknown requests answer 404 with the error envelope, like the server.
 */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost:5173'),
      init,
    );
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { success: false, error: [{ code: 'messages.not-found' }] } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const notLoggedIn = {
  status: 401,
  body: { success: false, error: [{ code: 'messages.user.not-logged-in' }] },
} satisfies MockReply;

export const demoUser = {
  username: 'jana.novakova@firma.sk',
  auth_check: 'abc',
  last_auth_check: '2026-01-05T10:00:00.000Z',
  first_name: 'Jana',
  last_name: 'Nováková',
  company_name: 'Alarm Servis s.r.o.',
};

export const loggedIn = { status: 200, body: { success: true, user: demoUser } } satisfies MockReply;

/** A basket reply valid against the contract's BasketReplySchema. */
export function basketReply(lines: { quantity: number; price: number }[]) {
  const products = lines.map((line, i) => ({
    id: i + 1,
    product_id: 100 + i,
    code: `P-${i + 1}`,
    name: `Produkt ${i + 1}`,
    quantity: line.quantity,
    price_unit_exc_vat: line.price,
    price_total_exc_vat: Math.round(line.price * line.quantity * 100) / 100,
    base_price_exc_vat: line.price,
    discount: 0,
    vat_rate: 23,
    stock: 10,
    unit_of_measure: 'ks',
    image: null,
    url: { url: `produkt-${i + 1}` },
  }));
  const net = Math.round(products.reduce((sum, p) => sum + p.price_total_exc_vat, 0) * 100) / 100;
  const gross = Math.round(net * 123) / 100;
  return {
    status: 200,
    body: {
      success: true,
      basket: {
        id: 1,
        amount: lines.reduce((sum, l) => sum + l.quantity, 0),
        product_price: gross,
        product_price_without_vat: net,
        products,
        shipping_method_id: null,
        sale_point_id: null,
        payment_option_id: null,
        packeta_point: null,
        packeta_point_name: null,
        packeta_point_address: null,
        note: '',
        coupon: null,
        invoice_address: null,
        delivery_address: null,
        totals: {
          products_exc_vat: net,
          products_vat: Math.round((gross - net) * 100) / 100,
          shipping_exc_vat: 0,
          payment_exc_vat: 0,
          discount_exc_vat: 0,
          total_exc_vat: net,
          total_vat: Math.round((gross - net) * 100) / 100,
          total_inc_vat: gross,
        },
      },
    },
  } satisfies MockReply;
}
