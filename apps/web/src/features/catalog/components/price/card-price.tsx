import { formatPrice } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import type { ShownPrices } from '../../prices';
import styles from './price.module.css';

export interface CardPriceProps {
  prices: ShownPrices;
  /** `showcase` (home "our offers"): prices incl. VAT; `listing`: prices excl. VAT. */
  variant: 'listing' | 'showcase';
}

/**
 * The price block of a product card for a logged-in customer. Every price on it is in one base,
 * labelled: incl. VAT on the home showcase (docs/requirements/catalogue.md §Home), excl. VAT in listings, so the struck
 * list price and the discount percentage beside it compare like with like.
 */
export function CardPrice({ prices, variant }: CardPriceProps) {
  const { t } = useTranslation();
  const withVat = variant === 'showcase' && prices.price !== undefined;
  const inBase = (price: number) =>
    withVat
      ? t('catalog.priceInclVat', { price: formatPrice(price) })
      : t('catalog.priceExclVat', { price: formatPrice(price) });
  const main = withVat ? (prices.price ?? 0) : prices.priceExcVat;
  const base = withVat ? prices.basePrice : prices.basePriceExcVat;
  const showBase = prices.discount !== undefined && base !== undefined && base > main;
  return (
    <div className={styles.card}>
      {showBase ? (
        <p className={styles.baseRow}>
          <span className="visually-hidden">{t('catalog.basePrice')}: </span>
          <s className={styles.base}>{inBase(base)}</s>
          <span className={styles.badge}>
            <span aria-hidden="true">{t('catalog.discountShort', { percent: prices.discount })}</span>
            <span className="visually-hidden">{t('catalog.discount', { percent: prices.discount })}</span>
          </span>
        </p>
      ) : null}
      <p className={styles.main}>
        <span className="visually-hidden">{t('catalog.yourPrice')}: </span>
        {inBase(main)}
      </p>
    </div>
  );
}
