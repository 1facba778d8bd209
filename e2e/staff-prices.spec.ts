import { DEMO, expect, test } from './fixtures';
import { loginViaApi } from './helpers/auth';
import { sqlOnShop } from './helpers/database';
import { STAFF_DEMO, signInStaffViaForm } from './helpers/staff';

/**
 * An admin changes a discount rule of the demo customer's price group in the back office: adds a
 * rule for one product, sees its price before and after in the preview, saves, and the demo
 * customer sees the new discount on that product's page at once.
 */
test.describe.configure({ timeout: 120_000 });

test('a discount rule is previewed, saved, and the demo customer sees the new price', async ({ browser }) => {
  // The newest product on sale: none of the other journeys looks at its price.
  const [product] = await sqlOnShop<{ code: string; slug: string; name: string; price_cents: number }>(
    'select code, slug, name, price_cents from products where active order by id desc limit 1',
  );
  const [group] = await sqlOnShop<{ id: number; name: string }>(
    `select g.id, g.name from customers c join price_groups g on g.id = c.price_group_id where c.email = $1`,
    [DEMO.email],
  );
  if (!product || !group) throw new Error('demo data missing');
  const halfCents = Math.round(product.price_cents / 2);

  const staff = await (await browser.newContext()).newPage();
  await signInStaffViaForm(staff, STAFF_DEMO.admin.email, STAFF_DEMO.admin.password);
  await staff.getByRole('navigation', { name: 'Hlavná ponuka' }).getByRole('link', { name: 'Cenové skupiny' }).click();
  await staff.getByRole('link', { name: group.name }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Cenová skupina ${group.name}` })).toBeVisible();

  const rules = staff.getByRole('table', { name: 'Pravidlá skupiny' });
  await staff.getByRole('button', { name: 'Pridať pravidlo' }).click();
  const row = await rules.getByRole('row').count(); // header + rules: the new rule's number is rows − 1
  const n = row - 1;
  await staff.getByLabel(`Pravidlo ${n}: pre`).selectOption({ label: 'Produkt (kód)' });
  await staff.getByLabel(`Pravidlo ${n}: kód produktu`).fill(product.code);
  await staff.getByLabel(`Pravidlo ${n}: zľava v %`).fill('50');
  // Nothing can be saved before the preview of these very edits.
  await expect(staff.getByRole('button', { name: 'Uložiť pravidlá' })).toBeDisabled();
  await staff.getByRole('button', { name: 'Ukázať vplyv na ceny' }).click();

  const preview = staff.getByRole('table', { name: 'Ceny produktov, ktorých sa úpravy týkajú' });
  const sample = preview.getByRole('row', { name: new RegExp(product.code) });
  await expect(sample).toBeVisible();
  await expect(sample.getByRole('cell').nth(4)).toContainText('(50 %)');
  await staff.getByRole('button', { name: 'Uložiť pravidlá' }).click();
  await expect(staff.getByText('Pravidlá sú uložené. Zákazníci skupiny vidia nové ceny.')).toBeVisible();

  try {
    const customer = await (await browser.newContext()).newPage();
    await customer.goto(`/product/${product.slug}`);
    await loginViaApi(customer, DEMO.email, DEMO.password);
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(customer.getByText('Vaša zľava')).toBeVisible();
    await expect(customer.getByText(/^−50 %$/).first()).toBeVisible();
    const reply = await customer.request.get(`/admin/v1/product/detail/url/${product.slug}/sk`);
    expect((await reply.json()).product.price_exc_vat).toBe(halfCents / 100);
  } finally {
    // Leave the demo group as the other journeys expect it.
    await sqlOnShop(
      `delete from discount_rules where price_group_id = $1 and product_id = (select id from products where code = $2)`,
      [group.id, product.code],
    );
  }
});
