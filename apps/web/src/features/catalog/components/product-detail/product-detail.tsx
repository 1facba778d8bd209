import type { ProductCard as ProductCardData, ProductDetail as ProductDetailData } from '@shop/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Scroller } from '../../../../components/ui';
import { paths } from '../../../../config/paths';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useTranslation } from '../../../../lib/i18n';
import { rememberViewed, toLastViewedItem, useLastViewed } from '../../last-viewed';
import { shownPrices } from '../../prices';
import { Breadcrumbs } from '../category-header/category-header';
import { MiniProductCard } from '../mini-product-card/mini-product-card';
import { LoginForPrice } from '../price/login-for-price';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { ProductGallery } from '../product-gallery/product-gallery';
import { ProductTabs } from '../product-tabs/product-tabs';
import { ShareButtons } from '../share-buttons/share-buttons';
import { type AddToCartSlotArgs, BuyBox } from './buy-box';
import styles from './product-detail.module.css';

export type { AddToCartSlotArgs };

export interface ProductDetailProps {
  product: ProductDetailData;
  /** Shows the attachments tab (logged-in customers only). */
  isLoggedIn: boolean;
  /**
   * The add-to-cart control (cart feature, from the route), given the product and the chosen
   * amount. Without it no button is shown.
   */
  renderAddToCart?: (args: AddToCartSlotArgs) => ReactNode;
  /** The wishlist toggle next to it (wishlist feature, from the route). */
  renderWishlist?: (product: ProductDetailData) => ReactNode;
  /** Buttons on related product cards. */
  renderCardActions?: (product: ProductCardData) => ReactNode;
  /** The question form for the fourth tab (product-question feature, from the route). */
  question?: ReactNode;
}

/**
 * The product page body (docs/requirements/catalogue.md §Product page). Mount it with `key={product.id}` so the
 * gallery, the amount and the tab start over for another product. Records the product as last viewed.
 */
export function ProductDetail({
  product,
  isLoggedIn,
  renderAddToCart,
  renderWishlist,
  renderCardActions,
  question,
}: ProductDetailProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const prices = shownPrices(product);
  const lastViewed = useLastViewed(product.id);
  useDocumentTitle(product.name);

  // biome-ignore lint/correctness/useExhaustiveDependencies: record once per product, not on every refetch
  useEffect(() => {
    rememberViewed(toLastViewedItem(product));
  }, [product.id]);

  const shareUrl =
    typeof window === 'undefined' ? '' : new URL(paths.product.getHref(product.url.url), window.location.origin).href;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          // the whole category path of the product's main category, as the JSON-LD names it
          ...product.breadcrumbs.map((c) => ({ label: c.label, href: paths.category.getHref(c.url.url) })),
          { label: product.name, href: paths.product.getHref(product.url.url) },
        ]}
      />
      <div className={styles.top}>
        <ProductGallery images={product.image} name={product.name} />
        <div className={styles.info}>
          <p className={styles.vendor}>
            <span className="visually-hidden">{t('catalog.vendor')}: </span>
            {product.vendor}
          </p>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.code}>
            {t('catalog.code')}: <span className={styles.codeValue}>{product.code}</span>
          </p>
          {product.short_description ? <p className={styles.short}>{product.short_description}</p> : null}
          {!product.on_sale ? (
            <p className={styles.login}>{t('product.notSold')}</p>
          ) : prices ? (
            <BuyBox
              product={product}
              prices={prices}
              quantity={quantity}
              onQuantityChange={setQuantity}
              renderAddToCart={renderAddToCart}
              renderWishlist={renderWishlist}
            />
          ) : (
            <LoginForPrice className={styles.login} />
          )}
          <ShareButtons url={shareUrl} title={product.name} />
        </div>
      </div>

      <ProductTabs product={product} isLoggedIn={isLoggedIn} question={question} />

      <Scroller
        title={t('product.related')}
        items={product.related_products}
        getKey={(p) => p.id}
        renderItem={(p) => (
          <ProductCard product={p} {...(renderCardActions ? { renderActions: renderCardActions } : {})} />
        )}
        renderSkeleton={() => <ProductCardSkeleton />}
      />
      <Scroller
        title={t('product.lastViewed')}
        items={lastViewed}
        getKey={(item) => item.id}
        renderItem={(item) => <MiniProductCard item={item} />}
        perView={{ small: 1, medium: 3, large: 4 }}
      />
    </div>
  );
}
