import { readFile } from 'node:fs/promises';
import { DEMO, expect, test } from './fixtures';
import { loginViaApi } from './helpers/auth';

// The e-invoice beside the PDF in the account (docs/decisions/013-e-invoices.md): a download, not a page.
test('the demo customer downloads an invoice as e-invoice (XML, the PDF inside) beside its PDF', async ({ page }) => {
  await loginViaApi(page, DEMO.email, DEMO.password);
  await page.goto('/account/invoices');
  const table = page.getByRole('table', { name: 'Zoznam faktúr' });
  const row = table.getByRole('row').nth(1);
  const number = (await row.getByRole('rowheader').innerText()).trim();
  expect(number).toMatch(/^FA\d{10}$/);
  const pdfLink = row.getByRole('link', { name: new RegExp(`Stiahnuť PDF ${number}`) });
  const xmlLink = row.getByRole('link', { name: `Stiahnuť XML ${number} (elektronická faktúra)` });
  await expect(pdfLink).toBeVisible();
  await expect(xmlLink).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
  expect(download.suggestedFilename()).toBe(`faktura-${number}.xml`);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain(
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
  );
  expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');

  // The PDF embedded in the e-invoice is the one the PDF link serves.
  const embedded = /<cbc:EmbeddedDocumentBinaryObject mimeCode="application\/pdf" filename="[^"]+">([^<]+)</.exec(xml);
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.ok()).toBe(true);
  expect(Buffer.from(embedded?.[1] ?? '', 'base64').equals(await pdf.body())).toBe(true);
});
