import { lazy, Suspense } from 'react';
import { Button, Page, PageActions, Spinner } from '../../components/ui';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { useProduct } from '../../features/catalog/api/get-product';
import { ProductDetail } from '../../features/catalog/components/product-detail/product-detail';
import { ProductDetailSkeleton } from '../../features/catalog/components/product-detail/product-detail-skeleton';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { useParams } from '../../lib/router';
import { productCardActions } from '../compose/product-actions';
import NotFoundRoute from './not-found';

/** The question tab's form (with the form libraries, ~38 KB gzip) loads when the tab is opened. */
const QuestionForm = lazy(async () => ({
  default: (await import('../../features/product-question/components/question-form')).QuestionForm,
}));

/**
 * Product detail, /product/:productName (docs/requirements/catalogue.md §Product page). The cart and wishlist controls
 * plug in here through `renderAddToCart` / `renderWishlist` / `renderCardActions`.
 */
export default function ProductRoute() {
  const { productName = '' } = useParams();
  const product = useProduct(productName);
  const { isLoggedIn } = useUser();
  const { t } = useTranslation();

  if (product.data === null) return <NotFoundRoute />;
  if (product.isError && !product.data) {
    return (
      <Page title={t('product.error')} width="narrow">
        <PageActions>
          <Button variant="secondary" onClick={() => void product.refetch()}>
            {t('catalog.retry')}
          </Button>
        </PageActions>
      </Page>
    );
  }
  if (!product.data) return <ProductDetailSkeleton />;
  const data = product.data;
  return (
    <ProductDetail
      key={data.id}
      product={data}
      isLoggedIn={isLoggedIn}
      question={
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <QuestionForm productId={data.id} productName={data.name} />
        </Suspense>
      }
      renderAddToCart={({ product: p, quantity }) => <AddToCart product={p} quantity={quantity} />}
      renderWishlist={(p) => <WishlistToggle product={p} size="md" />}
      renderCardActions={productCardActions}
    />
  );
}
