import { IMAGE_SIZES, type ProductCard as ProductCardData } from '@shop/contract';
import { type ReactNode, useId } from 'react';
import { SizedImage } from '../../../../components/ui';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import { coverImage, shownPrices } from '../../prices';
import { CardPrice } from '../price/card-price';
import { LoginForPrice } from '../price/login-for-price';
import { StockLine } from '../stock-line/stock-line';
import { ImagePlaceholder } from './image-placeholder';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: ProductCardData;
  /**
   * `listing` (category, search, wishlist): the customer's price excl. VAT with the list price and
   * discount. `showcase` (home "our offers"): the price incl. VAT first
   * (docs/requirements/money.md §Currency and formatting).
   */
  variant?: 'listing' | 'showcase';
  /**
   * Buttons under the price for logged-in customers, e.g. the wishlist heart and add-to-cart,
   * supplied by the route (features do not import each other). Not called for anonymous cards.
   */
  renderActions?: (product: ProductCardData) => ReactNode;
  /** The card's heading level (default h3, under a page h1 and a section h2). */
  headingLevel?: 2 | 3 | 4;
  /** Above-the-fold cards load their image at once; all others lazily. */
  eagerImage?: boolean;
  className?: string;
}

/**
 * A product in a grid or scroller: cover image, vendor, name (the link), code, short description;
 * for a logged-in customer the price and stock line, otherwise "price after login". Whether the
 * visitor is logged in is read from the reply itself: anonymous replies carry no price fields.
 */
export function ProductCard({
  product,
  variant = 'listing',
  renderActions,
  headingLevel = 3,
  eagerImage = false,
  className,
}: ProductCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const href = paths.product.getHref(product.url.url);
  const image = coverImage(product.image);
  const prices = shownPrices(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${className ?? ''}`} aria-labelledby={titleId}>
      {/* The image repeats the name link; one tab stop per card is enough. */}
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          <SizedImage
            className={styles.image}
            image={image}
            alt=""
            sizes={IMAGE_SIZES.card}
            loading={eagerImage ? 'eager' : 'lazy'}
          />
        ) : (
          <ImagePlaceholder />
        )}
      </Link>
      <div className={styles.body}>
        <p className={styles.vendor}>
          <span className="visually-hidden">{t('catalog.vendor')}: </span>
          {product.vendor}
        </p>
        <Heading id={titleId} className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className={styles.code}>
          {t('catalog.code')}: <span className={styles.codeValue}>{product.code}</span>
        </p>
        {product.short_description ? <p className={styles.description}>{product.short_description}</p> : null}
        <div className={styles.footer}>
          {prices ? (
            <>
              <CardPrice prices={prices} variant={variant} />
              <StockLine stock={product.stock} unit={product.unit_of_measure} />
              {renderActions ? <div className={styles.actions}>{renderActions(product)}</div> : null}
            </>
          ) : (
            <LoginForPrice />
          )}
        </div>
      </div>
    </article>
  );
}
