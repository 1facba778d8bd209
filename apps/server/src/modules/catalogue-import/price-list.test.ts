import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { customerSession, ensurePriceGroup } from '../../test/accounts.ts';
import { type Browser, createTestShop, type TestShop } from '../../test/app.ts';

/** docs/requirements/back-office.md §Import and export (a customer's price list) */
let shop: TestShop;
let client: Browser;

beforeAll(async () => {
  shop = await createTestShop('demo');
  const priceGroupId = await ensurePriceGroup(shop, 'Cenník 10 %', 1000);
  client = (await customerSession(shop, { priceGroupId })).client;
});
afterAll(() => shop.close());

describe("a customer's own price list", () => {
  it('CSV: every active product with the price the storefront shows this customer, excl. VAT', async () => {
    const res = await client.get('/admin/v1/customer/price-list/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kód;EAN;Názov;Výrobca;Sklad;Vaša cena bez DPH (EUR)');
    const [active] = await query<{ n: number }>(
      shop.database.db,
      sql`select count(*)::int as n from products where active`,
    );
    expect(lines.length - 1).toBe(active?.n);
    const [first] = await query<{ code: string; slug: string }>(
      shop.database.db,
      sql`select code, slug from products where active order by id limit 1`,
    );
    const detail = (await client.get(`/admin/v1/product/detail/url/${first?.slug}/sk`)).json();
    const shown = JSON.stringify(detail).match(/"price_exc_vat":([\d.]+)/)?.[1];
    const line = lines.find((l) => l.startsWith(`${first?.code};`)) ?? '';
    expect(line.split(';').at(-1)).toBe(Number(shown).toFixed(2));
  });

  it('XLSX: the same table as a workbook', async () => {
    const res = await client.get('/admin/v1/customer/price-list/xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(6).value).toBe('Vaša cena bez DPH (EUR)');
    expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(100);
  });

  it('is for signed-in customers only', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/admin/v1/customer/price-list/csv' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(';');
  });
});
