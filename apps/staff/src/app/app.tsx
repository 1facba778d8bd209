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
const Invoices = lazy(() => import('./routes/invoices').then((m) => ({ default: m.Invoices })));
const InvoicePage = lazy(() => import('./routes/invoice').then((m) => ({ default: m.InvoicePage })));
const Overdue = lazy(() => import('./routes/overdue').then((m) => ({ default: m.Overdue })));
const Bank = lazy(() => import('./routes/bank').then((m) => ({ default: m.Bank })));
const Accounting = lazy(() => import('./routes/accounting').then((m) => ({ default: m.Accounting })));

const loading = <p aria-busy="true">{t('app.loading')}</p>;

/** A lazy screen for admins only (the server's routes behind it declare `['admin']`). */
const adminScreen = (screen: ReactNode) => (
  <RoleGate roles={['admin']}>
    <Suspense fallback={loading}>{screen}</Suspense>
  </RoleGate>
);

/** A lazy screen for sales and admins: invoices and payments (the warehouse never sees them). */
const salesScreen = (screen: ReactNode) => (
  <RoleGate roles={['sales']}>
    <Suspense fallback={loading}>{screen}</Suspense>
  </RoleGate>
);

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
        <Route path="/invoices" element={salesScreen(<Invoices />)} />
        <Route path="/invoices/:id" element={salesScreen(<InvoicePage />)} />
        <Route path="/overdue" element={salesScreen(<Overdue />)} />
        <Route path="/bank" element={salesScreen(<Bank />)} />
        <Route path="/accounting" element={salesScreen(<Accounting />)} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
