import type { ProductDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import type { ShownPrices } from '../../prices';
import { AmountSelector } from '../amount-selector/amount-selector';
import { StockLine } from '../stock-line/stock-line';
import styles from './product-detail.module.css';

export interface AddToCartSlotArgs {
  product: ProductDetail;
  /** The amount chosen in the selector. */
  quantity: number;
}

export interface BuyBoxProps {
  product: ProductDetail;
  prices: ShownPrices;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  renderAddToCart?: ((args: AddToCartSlotArgs) => ReactNode) | undefined;
  renderWishlist?: ((product: ProductDetail) => ReactNode) | undefined;
}

/**
 * What a logged-in customer sees (docs/requirements/catalogue.md §Product page): list price excl. VAT, discount, their
 * own price per unit, the amount, the add-to-cart and wishlist controls (slots), and the stock line.
 */
export function BuyBox({ product, prices, quantity, onQuantityChange, renderAddToCart, renderWishlist }: BuyBoxProps) {
  const { t } = useTranslation();
  const unit = product.unit_of_measure;
  const showBase =
    prices.discount !== undefined &&
    prices.basePriceExcVat !== undefined &&
    prices.basePriceExcVat > prices.priceExcVat;
  return (
    <div className={styles.buyBox}>
      <dl className={styles.prices}>
        {showBase ? (
          <>
            <div className={styles.priceRow}>
              <dt>{t('product.basePrice')}</dt>
              <dd>
                <s>{formatPrice(prices.basePriceExcVat ?? 0)}</s>
              </dd>
            </div>
            <div className={styles.priceRow}>
              <dt>{t('product.discount')}</dt>
              <dd>
                <span className={styles.discount}>{t('catalog.discountShort', { percent: prices.discount })}</span>
              </dd>
            </div>
          </>
        ) : null}
        <div className={`${styles.priceRow} ${styles.yourPrice}`}>
          <dt>{t('product.yourPrice')}</dt>
          <dd>
            <span className={styles.bigPrice}>
              {t('catalog.perUnit', { price: formatPrice(prices.priceExcVat), unit })}
            </span>
            {prices.price !== undefined ? (
              <span className={styles.withVat}>{t('product.priceInclVat', { price: formatPrice(prices.price) })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className={styles.buyRow}>
        <AmountSelector value={quantity} onChange={onQuantityChange} unit={unit} />
        {renderAddToCart ? <div className={styles.slot}>{renderAddToCart({ product, quantity })}</div> : null}
        {renderWishlist ? <div className={styles.slot}>{renderWishlist(product)}</div> : null}
      </div>
      <StockLine stock={product.stock} unit={unit} />
    </div>
  );
}
