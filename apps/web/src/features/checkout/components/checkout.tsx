import type { Basket } from '@shop/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { userQueryKey, useUser } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { usePaymentOptions } from '../api/get-payment-options';
import { useCheckoutProfile } from '../api/get-profile';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { useShippingMethods } from '../api/get-shipping-methods';
import { useWarehouses } from '../api/get-warehouses';
import type { CheckoutCatalog } from '../model/checkout-state';
import styles from './checkout.module.css';
import { CheckoutFlow } from './checkout-flow';

export interface CheckoutProps {
  /** The cart (the route reads it from the cart feature): undefined while loading, null without one. */
  basket: Basket | null | undefined;
  basketPending: boolean;
  /** Invalidated after a coupon change and after the order, so the cart refetches. */
  basketQueryKey: QueryKey;
}

/**
 * Checkout (docs/requirements/cart-and-checkout.md §Checkout steps): a spinner until shipping methods, payment options,
 * warehouses, the user check and the cart have loaded; an empty cart (anonymous visitors have none) goes to `/`
 * with history replaced. Once started, a session that ends does not throw the customer out: the
 * form stays and the login prompt shows.
 */
export function Checkout({ basket, basketPending, basketQueryKey }: CheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, user, isLoggedIn } = useUser();
  const enabled = isLoggedIn;
  const shipping = useShippingMethods({ enabled });
  const payments = usePaymentOptions({ enabled });
  const warehouses = useWarehouses({ enabled });
  const addresses = useSavedAddresses({ enabled });
  const profile = useCheckoutProfile({ enabled });

  const [started, setStarted] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const finished = useRef(false);
  // The last cart and account seen: the summary stays on screen while the session is gone.
  const lastBasket = useRef<Basket | null>(null);
  if (basket) lastBasket.current = basket;
  const account = useRef<string | null>(null);
  if (user) account.current = user.username;

  const catalogReady = !!shipping.data && !!payments.data && !!warehouses.data;
  const prefillReady = !addresses.isPending && !profile.isPending;
  const loaded = status !== 'unknown' && (!isLoggedIn || (!basketPending && catalogReady && prefillReady));
  const empty = !basket || basket.products.length === 0;

  useEffect(() => {
    if (started || finished.current || !loaded) return;
    if (!isLoggedIn || empty) navigate(paths.home.getHref(), { replace: true });
    else setStarted(true);
  }, [started, loaded, isLoggedIn, empty, navigate]);

  const onSessionEnded = useCallback(() => {
    setSessionEnded(true);
    // The rest of the app must know too (the login page, the header after leaving).
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  // A refetch that finds no session (user check or cart) after the start means the same.
  useEffect(() => {
    if (started && !finished.current && (status === 'logged-out' || basket === null)) setSessionEnded(true);
  }, [started, status, basket]);

  const catalogError = shipping.isError || payments.isError || warehouses.isError;
  if (catalogError && !started) {
    return (
      <div className={styles.loadError} role="alert">
        <p>{t('checkout.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void shipping.refetch();
            void payments.refetch();
            void warehouses.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const cart = lastBasket.current;
  if (!started || !cart || !shipping.data || !payments.data || !warehouses.data || !account.current) {
    return (
      <div className={styles.loading}>
        <Spinner size={36} label={t('checkout.loading')} />
      </div>
    );
  }

  const catalog: CheckoutCatalog = {
    shippingMethods: shipping.data.shipping_methods,
    packetaApiKey: shipping.data.packeta_api_key,
    paymentOptions: payments.data,
    warehouses: warehouses.data,
  };

  return (
    <CheckoutFlow
      basket={cart}
      catalog={catalog}
      account={account.current}
      savedAddresses={addresses.data ?? null}
      profile={profile.data ?? null}
      basketQueryKey={basketQueryKey}
      sessionEnded={sessionEnded}
      onSessionEnded={onSessionEnded}
      onPlaced={() => {
        finished.current = true;
      }}
    />
  );
}
