import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { type Company, createCustomer, loginViaApi, xsrfToken } from './auth';

async function xsrf(page: Page): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': await xsrfToken(page) };
}

async function call(page: Page, method: 'PUT' | 'PATCH' | 'POST', path: string, data: unknown, headers = {}) {
  const response = await page.request.fetch(`/admin/v1${path}`, {
    method,
    data,
    headers: { ...(await xsrf(page)), ...headers },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A fresh approved customer, logged in in this page's context. Journeys that change a basket
 * each use their own: they run in parallel on one server.
 */
export async function loggedInCustomer(page: Page): Promise<Company> {
  const company = await createCustomer(page);
  await loginViaApi(page, company.email, company.password);
  return company;
}

export interface ShopProduct {
  id: number;
  code: string;
  name: string;
}

/** Products of the home page offer, as the logged-in customer sees them. */
export async function someProducts(page: Page, count: number): Promise<ShopProduct[]> {
  const response = await page.request.get('/admin/v1/product/homepage/sk');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ShopProduct[] };
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count).map(({ id, code, name }) => ({ id, code, name }));
}

/** Puts a product into the logged-in customer's cart through the API (for journeys not about adding). */
export async function addToCartViaApi(page: Page, productId: number, quantity = 1) {
  await call(page, 'PUT', '/basket/add', { product: productId, quantity });
}

/** Places an order through the API (courier, bank transfer): for journeys about what comes after. */
export async function placeOrderViaApi(page: Page): Promise<{ id: number; number: string }> {
  await call(page, 'PATCH', '/basket/address', {
    invoice: {
      firstName: 'Eva',
      lastName: 'Testova',
      street: 'Mlynska 10',
      city: 'Kosice',
      zip: '040 01',
      phone: '+421 900 555 666',
    },
  });
  await call(page, 'PATCH', '/basket/shipping', { id: 1 });
  await call(page, 'PATCH', '/basket/payment', { id: 1 });
  const reply = (await call(
    page,
    'POST',
    '/basket/order',
    { newsletter: false },
    { 'Idempotency-Key': randomUUID() },
  )) as {
    order: { id: number; number: string };
  };
  return reply.order;
}

/** The Packeta widget replaced by a test double that picks one point at once. */
export const PACKETA_TEST_DOUBLE =
  'window.Packeta={Widget:{pick:(k,cb)=>cb({id:"123",name:"Z-BOX Košice",street:"Hlavná 1",city:"Košice",zip:"040 01"})}}';

/** Money as the page and the mails print it, with every kind of space made plain. */
export const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** A fresh customer, logged in in this page's context, with one order of a product of the home offer. */
export async function customerWithOrder(page: Page, quantity = 1) {
  const customer = await loggedInCustomer(page);
  const [product] = await someProducts(page, 1);
  if (!product) throw new Error('no product on the home page');
  await addToCartViaApi(page, product.id, quantity);
  return { customer, product, order: await placeOrderViaApi(page) };
}
