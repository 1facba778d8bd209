import { ensurePriceGroup } from './accounts.ts';
import { createTestShop } from './app.ts';
import { createStaff, staffSessionDirectly } from './staff.ts';

/**
 * The back office's customer tests start alike: a shop with the groups Štandard (5 %, the one new
 * registrations get) and Partner (20 %), a signed-in sales person (Eva Predajná) and an admin.
 */
export async function customersStaffShop() {
  const shop = await createTestShop('empty');
  const standard = await ensurePriceGroup(shop, 'Štandard', 500);
  const partner = await ensurePriceGroup(shop, 'Partner', 2000);
  const salesStaff = await createStaff(shop, 'sales', { name: 'Eva Predajná' });
  const sales = await staffSessionDirectly(shop, salesStaff);
  const admin = await staffSessionDirectly(shop, await createStaff(shop, 'admin'));
  return { shop, standard, partner, salesStaff, sales, admin };
}
