import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui';
import { isAccountMenuOption } from '../../config/paths';
import { AccountLayout, type AccountSection } from '../../features/account/components/account-layout';
import { AccountDashboard } from '../../features/account/components/dashboard';
import { RequireLogin } from '../../features/auth/components/require-login';
import { ReorderButton } from '../../features/cart/components/reorder-button';
import { ProductCard } from '../../features/catalog/components/product-card/product-card';
import { CreditNotesList } from '../../features/invoices/components/credit-notes-list';
import { InvoicesList } from '../../features/invoices/components/invoices-list';
import { OrdersList } from '../../features/orders/components/orders-list';
import { WishlistPanel } from '../../features/wishlist/components/wishlist-panel';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { useParams } from '../../lib/router';
import { productCardActions } from '../compose/product-actions';
import NotFoundRoute from './not-found';

/**
 * The addresses (a list, an edit form and dialogs) and the details (profile, company and password
 * forms) are chunks of their own, loaded with their section: the account screen stays within its
 * size budget (.size-limit.ts). They share no module with this screen (their own CSS modules, no
 * icon the other sections use), or the bundler would make them load this screen's chunk too.
 */
const AccountAddresses = lazy(async () => ({
  default: (await import('../../features/account/components/addresses')).AccountAddresses,
}));
const AccountDetails = lazy(async () => ({
  default: (await import('../../features/account/components/account-details')).AccountDetails,
}));

function SectionLoading() {
  const { t } = useTranslation();
  return <Spinner size={24} label={t('account.loading')} />;
}

function AccountSectionContent({ section }: { section: AccountSection }) {
  const { user } = useUser();
  switch (section) {
    case 'dashboard':
      return <AccountDashboard companyName={user?.company_name ?? ''} />;
    case 'wishlist':
      return (
        <WishlistPanel
          renderProduct={(product) => <ProductCard product={product} renderActions={productCardActions} />}
        />
      );
    case 'orders':
      return (
        <OrdersList
          renderActions={(order) => (
            <ReorderButton orderId={order.id} orderNumber={order.name} variant="ghost" size="sm" />
          )}
        />
      );
    case 'invoices':
      return (
        <>
          <InvoicesList />
          <CreditNotesList />
        </>
      );
    case 'addresses':
      return (
        <Suspense fallback={<SectionLoading />}>
          <AccountAddresses />
        </Suspense>
      );
    case 'details':
      return (
        <Suspense fallback={<SectionLoading />}>
          <AccountDetails />
        </Suspense>
      );
  }
}

/**
 * /account and /account/:menuOption (docs/requirements/accounts.md §The account area): for logged-in customers only
 * (the others go to /login?next=…, which brings them back); the side menu and the chosen section.
 */
export default function AccountRoute() {
  const { t } = useTranslation();
  const { menuOption } = useParams();
  if (menuOption !== undefined && !isAccountMenuOption(menuOption)) return <NotFoundRoute />;
  const section: AccountSection = menuOption ?? 'dashboard';
  return (
    <RequireLogin title={t('routes.account.title')}>
      <AccountLayout section={section}>
        <AccountSectionContent section={section} />
      </AccountLayout>
    </RequireLogin>
  );
}
