import type { StaffRole } from '@shop/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { t } from '../lib/i18n';
import { Layout } from './layout';
import { RoleGate } from './role-gate';
import { Home } from './routes/home';
import { NotFound } from './routes/not-found';
import { SetPassword } from './routes/set-password';
import { SignIn } from './routes/sign-in';
import { Totp } from './routes/totp';
import { RequireStaff } from './session';

// Screens for some roles load when opened.
const StaffUsers = lazy(() => import('./routes/staff-users').then((m) => ({ default: m.StaffUsers })));
const StaffUserPage = lazy(() => import('./routes/staff-user').then((m) => ({ default: m.StaffUserPage })));
const Audit = lazy(() => import('./routes/audit').then((m) => ({ default: m.Audit })));
const Registrations = lazy(() => import('./routes/registrations').then((m) => ({ default: m.Registrations })));
const RegistrationPage = lazy(() => import('./routes/registration').then((m) => ({ default: m.RegistrationPage })));
const Customers = lazy(() => import('./routes/customers').then((m) => ({ default: m.Customers })));
const CustomerPage = lazy(() => import('./routes/customer').then((m) => ({ default: m.CustomerPage })));
const Invoices = lazy(() => import('./routes/invoices').then((m) => ({ default: m.Invoices })));
const InvoicePage = lazy(() => import('./routes/invoice').then((m) => ({ default: m.InvoicePage })));
const Overdue = lazy(() => import('./routes/overdue').then((m) => ({ default: m.Overdue })));
const Orders = lazy(() => import('./routes/orders').then((m) => ({ default: m.Orders })));
const OrderPage = lazy(() => import('./routes/order').then((m) => ({ default: m.OrderPage })));
const Bank = lazy(() => import('./routes/bank').then((m) => ({ default: m.Bank })));
const PriceGroups = lazy(() => import('./routes/price-groups').then((m) => ({ default: m.PriceGroups })));
const PriceGroupPage = lazy(() => import('./routes/price-group').then((m) => ({ default: m.PriceGroupPage })));
const Coupons = lazy(() => import('./routes/coupons').then((m) => ({ default: m.Coupons })));
const BlogPosts = lazy(() => import('./routes/blog-posts').then((m) => ({ default: m.BlogPosts })));
const BlogPostPage = lazy(() => import('./routes/blog-post').then((m) => ({ default: m.BlogPostPage })));
const TextPages = lazy(() => import('./routes/text-pages').then((m) => ({ default: m.TextPages })));
const TextPagePage = lazy(() => import('./routes/text-page').then((m) => ({ default: m.TextPagePage })));
const Homepage = lazy(() => import('./routes/homepage').then((m) => ({ default: m.Homepage })));
const Menus = lazy(() => import('./routes/menus').then((m) => ({ default: m.Menus })));
const Accounting = lazy(() => import('./routes/accounting').then((m) => ({ default: m.Accounting })));
const CatalogueProducts = lazy(() =>
  import('./routes/catalogue-products').then((m) => ({ default: m.CatalogueProducts })),
);
const CatalogueProductPage = lazy(() =>
  import('./routes/catalogue-product').then((m) => ({ default: m.CatalogueProductPage })),
);
const CatalogueCategories = lazy(() =>
  import('./routes/catalogue-categories').then((m) => ({ default: m.CatalogueCategories })),
);
const CatalogueVendors = lazy(() =>
  import('./routes/catalogue-vendors').then((m) => ({ default: m.CatalogueVendors })),
);
const CatalogueImport = lazy(() => import('./routes/catalogue-import').then((m) => ({ default: m.CatalogueImport })));
const ProductMedia = lazy(() => import('./routes/product-media').then((m) => ({ default: m.ProductMedia })));
const VendorLogo = lazy(() => import('./routes/vendor-logo').then((m) => ({ default: m.VendorLogo })));

const loading = <p aria-busy="true">{t('app.loading')}</p>;

/** A lazy screen for some roles (the same roles its server routes declare; admin may always). */
const screenFor = (roles: readonly StaffRole[], screen: ReactNode) => (
  <RoleGate roles={roles}>
    <Suspense fallback={loading}>{screen}</Suspense>
  </RoleGate>
);
/** A lazy screen for admins only (the server's routes behind it declare `['admin']`). */
const adminScreen = (screen: ReactNode) => screenFor(['admin'], screen);
// Invoices and payments: sales (the warehouse never sees them); orders: sales and warehouse.

/**
 * The back office's routes (React Router, declarative). Sign-in and the set-password link are
 * open; everything else is inside RequireStaff (signed in; an admin without a second factor
 * only reaches /totp) and the Layout. A new screen: its route here (in a RoleGate with the
 * roles its API declares) and its nav entry in app/nav.ts.
 */
export function App() {
  return (
    <Routes>
      <Route path="/login" element={<SignIn />} />
      <Route path="/set-password/:token" element={<SetPassword />} />
      <Route
        element={
          <RequireStaff>
            <Layout />
          </RequireStaff>
        }
      >
        <Route index element={<Home />} />
        <Route path="/totp" element={<Totp />} />
        <Route path="/staff-users" element={adminScreen(<StaffUsers />)} />
        <Route path="/staff-users/:id" element={adminScreen(<StaffUserPage />)} />
        <Route path="/audit" element={adminScreen(<Audit />)} />
        <Route path="/registrations" element={screenFor(['sales'], <Registrations />)} />
        <Route path="/registrations/:id" element={screenFor(['sales'], <RegistrationPage />)} />
        <Route path="/customers" element={screenFor(['sales'], <Customers />)} />
        <Route path="/customers/:id" element={screenFor(['sales'], <CustomerPage />)} />
        <Route path="/invoices" element={screenFor(['sales'], <Invoices />)} />
        <Route path="/invoices/:id" element={screenFor(['sales'], <InvoicePage />)} />
        <Route path="/overdue" element={screenFor(['sales'], <Overdue />)} />
        <Route path="/orders" element={screenFor(['sales', 'warehouse'], <Orders />)} />
        <Route path="/orders/:id" element={screenFor(['sales', 'warehouse'], <OrderPage />)} />
        <Route path="/bank" element={screenFor(['sales'], <Bank />)} />
        <Route path="/accounting" element={screenFor(['sales'], <Accounting />)} />
        <Route path="/catalogue/products" element={screenFor(['content'], <CatalogueProducts />)} />
        <Route path="/catalogue/products/:id" element={screenFor(['content'], <CatalogueProductPage />)} />
        <Route path="/catalogue/categories" element={screenFor(['content'], <CatalogueCategories />)} />
        <Route path="/catalogue/vendors" element={screenFor(['content'], <CatalogueVendors />)} />
        <Route path="/catalogue/import" element={screenFor(['content'], <CatalogueImport />)} />
        <Route path="/catalogue/products/:id/media" element={screenFor(['content'], <ProductMedia />)} />
        <Route path="/catalogue/vendors/:id/logo" element={screenFor(['content'], <VendorLogo />)} />
        <Route path="/price-groups" element={screenFor(['sales'], <PriceGroups />)} />
        <Route path="/price-groups/:id" element={screenFor(['sales'], <PriceGroupPage />)} />
        <Route path="/coupons" element={screenFor(['sales'], <Coupons />)} />
        <Route path="/blog" element={screenFor(['content'], <BlogPosts />)} />
        <Route path="/blog/:id" element={screenFor(['content'], <BlogPostPage />)} />
        <Route path="/pages" element={screenFor(['content'], <TextPages />)} />
        <Route path="/pages/:id" element={screenFor(['content'], <TextPagePage />)} />
        <Route path="/homepage" element={screenFor(['content'], <Homepage />)} />
        <Route path="/menus" element={screenFor(['content'], <Menus />)} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
