import { formatPrice } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import type { ShownPrices } from '../../prices';
import styles from './price.module.css';

export interface CardPriceProps {
  prices: ShownPrices;
  /** `showcase` (home "our offers"): the price incl. VAT first; `listing`: the customer's price excl. VAT. */
  variant: 'listing' | 'showcase';
}

/** The price block of a product card for a logged-in customer. */
export function CardPrice({ prices, variant }: CardPriceProps) {
  const { t } = useTranslation();
  const withVat = variant === 'showcase' && prices.price !== undefined;
  const main = withVat
    ? t('catalog.priceInclVat', { price: formatPrice(prices.price ?? 0) })
    : t('catalog.priceExclVat', { price: formatPrice(prices.priceExcVat) });
  const secondary = withVat ? t('catalog.priceExclVat', { price: formatPrice(prices.priceExcVat) }) : null;
  const showBase =
    prices.discount !== undefined &&
    prices.basePriceExcVat !== undefined &&
    prices.basePriceExcVat > prices.priceExcVat;
  return (
    <div className={styles.card}>
      {showBase ? (
        <p className={styles.baseRow}>
          <span className="visually-hidden">{t('catalog.basePrice')}: </span>
          <s className={styles.base}>{formatPrice(prices.basePriceExcVat ?? 0)}</s>
          <span className={styles.badge}>
            <span aria-hidden="true">{t('catalog.discountShort', { percent: prices.discount })}</span>
            <span className="visually-hidden">{t('catalog.discount', { percent: prices.discount })}</span>
          </span>
        </p>
      ) : null}
      <p className={styles.main}>
        <span className="visually-hidden">{t('catalog.yourPrice')}: </span>
        {main}
      </p>
      {secondary ? <p className={styles.secondary}>{secondary}</p> : null}
    </div>
  );
}
