import type { StaffRole } from '@shop/contract';
import type { TextKey } from '../lib/i18n';

/**
 * The back office's screens in the nav, each with the roles that may open it — the same roles
 * the server's routes declare (`config.staff` in apps/server/src/modules/*), so nobody is shown
 * a screen whose API would refuse them. `admin` sees everything. A new screen adds its entry
 * here and its route in app/app.tsx.
 */
export interface NavEntry {
  path: string;
  label: TextKey;
  roles: readonly StaffRole[];
}

export const NAV: NavEntry[] = [
  { path: '/', label: 'nav.home', roles: ['admin', 'sales', 'warehouse', 'content'] },
  { path: '/orders', label: 'nav.orders', roles: ['admin', 'sales', 'warehouse'] },
  { path: '/staff-users', label: 'nav.staff', roles: ['admin'] },
  { path: '/audit', label: 'nav.audit', roles: ['admin'] },
  { path: '/registrations', label: 'customers.nav.registrations', roles: ['sales'] },
  { path: '/customers', label: 'customers.nav.list', roles: ['sales'] },
  { path: '/invoices', label: 'invoices.nav', roles: ['admin', 'sales'] },
  { path: '/overdue', label: 'invoices.navOverdue', roles: ['admin', 'sales'] },
  { path: '/bank', label: 'bank.nav', roles: ['admin', 'sales'] },
  { path: '/accounting', label: 'accounting.nav', roles: ['admin', 'sales'] },
  { path: '/catalogue/products', label: 'catalogue.nav.products', roles: ['admin', 'content'] },
  { path: '/catalogue/categories', label: 'catalogue.nav.categories', roles: ['admin', 'content'] },
  { path: '/catalogue/vendors', label: 'catalogue.nav.vendors', roles: ['admin', 'content'] },
  { path: '/catalogue/import', label: 'import.nav', roles: ['admin', 'content'] },
  { path: '/price-groups', label: 'content.nav.prices', roles: ['admin', 'sales'] },
  { path: '/coupons', label: 'content.nav.coupons', roles: ['admin', 'sales'] },
  { path: '/blog', label: 'content.nav.blog', roles: ['admin', 'content'] },
  { path: '/pages', label: 'content.nav.pages', roles: ['admin', 'content'] },
  { path: '/homepage', label: 'content.nav.home', roles: ['admin', 'content'] },
  { path: '/menus', label: 'content.nav.menus', roles: ['admin', 'content'] },
  { path: '/totp', label: 'nav.totp', roles: ['admin', 'sales', 'warehouse', 'content'] },
];

export const navFor = (role: StaffRole) => NAV.filter((entry) => role === 'admin' || entry.roles.includes(role));
