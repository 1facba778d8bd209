import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * The catalogue import as content staff use it (docs/requirements/back-office.md §Import and export): the demo
 * admin loads a 1,000-row XLSX with 3 bad rows; the dry run names the 3 rows by their number in
 * the file (the header is row 1), the real run completes, and an imported product is in the
 * storefront at once.
 */
test.describe.configure({ timeout: 180_000 });

/** 1,000 products; the products in sheet rows 101, 502 and 903 are bad. */
async function workbook(stamp: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Produkty');
  sheet.addRow(['code', 'name', 'vendor', 'category', 'price', 'vat', 'stock']);
  for (let i = 1; i <= 1000; i++) {
    const row = i + 1;
    sheet.addRow([
      `E2E-${stamp}-${i}`,
      row === 903 ? '' : `Import ${stamp} kamera ${i}`,
      'Vidinet',
      row === 502 ? 'neexistuje' : 'ezs',
      row === 101 ? 'zadarmo' : '10,50',
      23,
      5,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('import a 1,000-row XLSX: a dry run reports the 3 bad rows, then the real run', async ({ page }) => {
  const stamp = randomBytes(3).toString('hex');
  await signInStaffViaForm(page, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await page.goto('/staff/catalogue/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import a export katalógu' })).toBeVisible();
  await page.getByLabel('Súbor (CSV, XLSX alebo Heureka XML)').setInputFiles({
    name: `produkty-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(stamp),
  });
  await page.getByRole('button', { name: 'Skúšobný import' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Skúšobný import (nič sa nezapísalo): nových 997, zmenených 0, bez zmeny 0, odmietnutých 3.',
    { timeout: 60_000 },
  );
  const rows = page.getByRole('table', { name: 'Riadky súboru' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText(/^101.*odmietnutý.*cena „zadarmo“/);
  await expect(rows.nth(1)).toContainText(/^502.*odmietnutý.*kategória „neexistuje“ neexistuje/);
  await expect(rows.nth(2)).toContainText(/^903.*odmietnutý.*chýba názov/);
  await expect(rows.nth(3)).toContainText('nový');

  await page.getByRole('button', { name: 'Importovať naostro' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Priebeh importu' }).or(page.getByText('Import dokončený')),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Import dokončený: nových 997', { timeout: 60_000 });

  await page.goto(`/product/import-${stamp}-kamera-7-e2e-${stamp}-7`);
  await expect(page.getByRole('heading', { level: 1, name: `Import ${stamp} kamera 7` })).toBeVisible();
});
