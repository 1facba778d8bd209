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
const Orders = lazy(() => import('./routes/orders').then((m) => ({ default: m.Orders })));
const OrderPage = lazy(() => import('./routes/order').then((m) => ({ default: m.OrderPage })));

const loading = <p aria-busy="true">{t('app.loading')}</p>;

/** A lazy screen for admins only (the server's routes behind it declare `['admin']`). */
const adminScreen = (screen: ReactNode) => (
  <RoleGate roles={['admin']}>
    <Suspense fallback={loading}>{screen}</Suspense>
  </RoleGate>
);

/** A lazy screen for the roles that work with orders (the orders API declares sales and warehouse). */
const orderScreen = (screen: ReactNode) => (
  <RoleGate roles={['sales', 'warehouse']}>
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
        <Route path="/orders" element={orderScreen(<Orders />)} />
        <Route path="/orders/:id" element={orderScreen(<OrderPage />)} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
