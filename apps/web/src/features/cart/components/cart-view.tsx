import type { Basket, BasketProduct } from '@shop/contract';
import { ArrowLeft, ShoppingBag, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button, buttonClass, Spinner, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useUser } from '../../../lib/auth';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useBasket } from '../api/get-basket';
import { useRemoveBasketLine } from '../api/remove-basket-line';
import styles from './cart-view.module.css';
import { ProductThumb } from './product-thumb';
import { QuantitySelector } from './quantity-selector';
import { useLineQuantity } from './use-line-quantity';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Lines past the first few are below the fold: their images load lazily. */
const EAGER_IMAGES = 4;

/**
 * The cart (docs/requirements/cart-and-checkout.md §Cart): a table from the medium breakpoint up, cards below it;
 * loading until the first fetch; every change refetches the cart (and so the header badge).
 */
export function CartView() {
  const { t } = useTranslation();
  const { status, isLoggedIn } = useUser();
  const basket = useBasket({ enabled: isLoggedIn });
  const listRef = useRef<HTMLElement>(null);

  if (status === 'unknown' || (isLoggedIn && basket.isPending)) {
    return (
      <div className={styles.loading}>
        <Spinner size={32} label={t('cart.loading')} />
      </div>
    );
  }

  if (!isLoggedIn) {
    return (
      <div className={styles.message}>
        <p>{t('cart.loginRequired')}</p>
        <Link
          className={buttonClass('primary')}
          to={`${paths.login.getHref()}?next=${encodeURIComponent(paths.cart.getHref())}`}
        >
          {t('cart.login')}
        </Link>
      </div>
    );
  }

  if (basket.isError) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('cart.loadError')}</p>
        <Button variant="secondary" onClick={() => basket.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const data = basket.data;
  const empty = !data || data.products.length === 0;

  return (
    <div className={styles.cart}>
      <div className={styles.actions}>
        <Link className={buttonClass('secondary')} to={paths.home.getHref()}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('cart.backToShopping')}
        </Link>
        {empty ? null : (
          <Link className={buttonClass('primary')} to={paths.checkout.getHref()}>
            <ShoppingBag size={18} aria-hidden="true" />
            {t('cart.toCheckout')}
          </Link>
        )}
      </div>

      {empty ? (
        <div className={styles.message}>
          <p className={styles.emptyTitle}>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <section ref={listRef} tabIndex={-1} className={styles.list} aria-label={t('cart.tableCaption')}>
            <CartLines basket={data} onRemoved={() => listRef.current?.focus()} />
          </section>
          <CartTotals basket={data} />
          <div className={`${styles.actions} ${styles.bottomActions}`}>
            <Link className={buttonClass('primary', 'lg')} to={paths.checkout.getHref()}>
              <ShoppingBag size={18} aria-hidden="true" />
              {t('cart.toCheckout')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

function CartLines({ basket, onRemoved }: { basket: Basket; onRemoved: () => void }) {
  const { t } = useTranslation();
  const small = useMediaQuery(MEDIA.small);
  if (small) {
    return (
      <ul className={styles.cards}>
        {basket.products.map((line, index) => (
          <CartCard key={line.id} line={line} index={index} onRemoved={onRemoved} />
        ))}
      </ul>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('cart.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.item')}</th>
          <th scope="col" className={styles.center}>
            {t('cart.quantity.label')}
          </th>
          <th scope="col" className={styles.num}>
            {t('cart.unitPrice')}
          </th>
          <th scope="col" className={styles.num}>
            {t('cart.subtotal')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('cart.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {basket.products.map((line, index) => (
          <CartRow key={line.id} line={line} index={index} onRemoved={onRemoved} />
        ))}
      </tbody>
    </table>
  );
}

interface LineProps {
  line: BasketProduct;
  index: number;
  onRemoved: () => void;
}

/** Shared by the row and the card: quantity editing, optimistic subtotal, removal. */
function useCartLine(line: BasketProduct, onRemoved: () => void) {
  const toast = useToast();
  const { quantity, change, saving } = useLineQuantity(line);
  const remove = useRemoveBasketLine();
  const subtotal = quantity === line.quantity ? line.price_total_exc_vat : round2(line.price_unit_exc_vat * quantity);
  // mutateAsync, not mutate(…, { onSuccess }): the row unmounts as soon as the cart without it
  // arrives, and per-call callbacks of an unmounted component never run.
  const onRemove = () =>
    remove.mutateAsync(line.id).then(
      () => {
        toast.success('toasts.removedFromCart');
        onRemoved();
      },
      () => {}, // the query client has shown the error toast
    );
  return { quantity, change, saving, subtotal, removing: remove.isPending, onRemove };
}

function ItemCell({ line, index }: { line: BasketProduct; index: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.item}>
      <ProductThumb image={line.image} lazy={index >= EAGER_IMAGES} />
      <div className={styles.itemText}>
        <Link to={paths.product.getHref(line.url.url)} className={styles.name}>
          {line.name}
        </Link>
        <span className={styles.code}>{t('cart.codeValue', { code: line.code })}</span>
      </div>
    </div>
  );
}

function RemoveButton({ line, removing, onRemove }: { line: BasketProduct; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.remove}
      loading={removing}
      icon={<Trash2 size={18} aria-hidden="true" />}
      aria-label={t('cart.remove', { name: line.name })}
      onClick={onRemove}
    />
  );
}

function CartRow({ line, index, onRemoved }: LineProps) {
  const { t } = useTranslation();
  const { quantity, change, saving, subtotal, removing, onRemove } = useCartLine(line, onRemoved);
  return (
    <tr aria-busy={saving || removing || undefined}>
      <td>
        <ItemCell line={line} index={index} />
      </td>
      <td className={styles.center}>
        <QuantitySelector
          value={quantity}
          onChange={change}
          label={t('cart.quantity.labelFor', { name: line.name })}
          itemName={line.name}
          size="sm"
          disabled={removing}
        />
      </td>
      <td className={styles.num}>{formatPrice(line.price_unit_exc_vat)}</td>
      <td className={`${styles.num} ${styles.strong}`}>{formatPrice(subtotal)}</td>
      <td className={styles.center}>
        <RemoveButton line={line} removing={removing} onRemove={onRemove} />
      </td>
    </tr>
  );
}

function CartCard({ line, index, onRemoved }: LineProps) {
  const { t } = useTranslation();
  const { quantity, change, saving, subtotal, removing, onRemove } = useCartLine(line, onRemoved);
  return (
    <li className={styles.card} aria-busy={saving || removing || undefined}>
      <div className={styles.cardHead}>
        <ItemCell line={line} index={index} />
        <RemoveButton line={line} removing={removing} onRemove={onRemove} />
      </div>
      <dl className={styles.cardPrices}>
        <div>
          <dt>{t('cart.unitPrice')}</dt>
          <dd>{formatPrice(line.price_unit_exc_vat)}</dd>
        </div>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd className={styles.strong}>{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      <QuantitySelector
        value={quantity}
        onChange={change}
        label={t('cart.quantity.labelFor', { name: line.name })}
        itemName={line.name}
        disabled={removing}
      />
    </li>
  );
}

function CartTotals({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  return (
    <div className={styles.totals} aria-live="polite">
      <dl>
        <div className={styles.totalRow}>
          <dt>{t('cart.totalExclVat')}</dt>
          <dd className={styles.totalMain} data-testid="cart-total-excl-vat">
            {formatPrice(basket.product_price_without_vat)}
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t('cart.totalInclVat')}</dt>
          <dd>{formatPrice(basket.product_price)}</dd>
        </div>
      </dl>
    </div>
  );
}
