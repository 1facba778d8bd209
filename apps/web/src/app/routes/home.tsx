import { HOME_SHORTCUTS } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Scroller } from '../../components/ui';
import { paths } from '../../config/paths';
import { BlogCard } from '../../features/blog/components/blog-card';
import { useHomepageProducts } from '../../features/catalog/api/get-homepage-products';
import { ProductCard } from '../../features/catalog/components/product-card/product-card';
import { ProductCardSkeleton } from '../../features/catalog/components/product-card/product-card-skeleton';
import { topItemFor } from '../../features/catalog/side-menu';
import { useBanners } from '../../features/home/api/get-banners';
import { useHomepageBlogs } from '../../features/home/api/get-homepage-blogs';
import { useVendors } from '../../features/home/api/get-vendors';
import { BannerSlideshow } from '../../features/home/components/banner-slideshow/banner-slideshow';
import { BlogCardSkeleton } from '../../features/home/components/blog-card/blog-card-skeleton';
import { BrandRow, brandLogos, brandNames } from '../../features/home/components/brand-row/brand-row';
import { type HomeShortcut, HomeShortcuts } from '../../features/home/components/home-shortcuts/home-shortcuts';
import { PromoBlocks } from '../../features/home/components/promo-blocks/promo-blocks';
import { menuQueryOptions } from '../../features/menu/api/get-menu';
import { safeColor } from '../../features/menu/visible-items';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useUser } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { productCardActions } from '../compose/product-actions';
import styles from './home.module.css';

/**
 * Home (docs/requirements/catalogue.md §Home): slideshow, the five category shortcuts, promotional blocks, brands,
 * "our offers" (homepage products in showcase mode) and the blog scroller.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const banners = useBanners();
  const products = useHomepageProducts();
  const blogs = useHomepageBlogs();
  const brands = useVendors();
  const menu = useQuery(menuQueryOptions('bottom-second'));
  const { isLoggedIn } = useUser();

  const shortcuts = useMemo<HomeShortcut[]>(
    () =>
      HOME_SHORTCUTS.map((code) => {
        const item = menu.data ? topItemFor(menu.data, code) : undefined;
        return {
          code,
          label: item?.label ?? t(`home.shortcuts.${code}`),
          href: paths.category.getHref(code),
          color: safeColor(item?.color ?? null),
          bgColor: safeColor(item?.bg_color ?? null),
        };
      }),
    [menu.data, t],
  );
  // Every brand on sale, not only those of the offers above.
  const vendors = useMemo(() => brandNames(brands.data ?? []), [brands.data]);
  const logos = useMemo(() => brandLogos(brands.data ?? []), [brands.data]);

  return (
    <div className={`container ${styles.home}`}>
      <h1 className="visually-hidden">{t('routes.home.title')}</h1>
      <BannerSlideshow banners={banners.data} loading={banners.isPending} />
      <HomeShortcuts items={shortcuts} />
      <PromoBlocks hideRegister={isLoggedIn} />
      <Scroller
        title={t('home.offersTitle')}
        items={products.data}
        loading={products.isPending}
        getKey={(p) => p.id}
        renderItem={(p) => <ProductCard product={p} variant="showcase" renderActions={productCardActions} />}
        renderSkeleton={() => <ProductCardSkeleton />}
      />
      <BrandRow vendors={vendors} logos={logos} />
      <Scroller
        title={t('home.blogTitle')}
        items={blogs.data}
        loading={blogs.isPending}
        getKey={(b) => b.id}
        renderItem={(b) => <BlogCard blog={b} headingLevel={3} />}
        renderSkeleton={() => <BlogCardSkeleton />}
        headerExtra={<Link to={paths.blog.getHref()}>{t('home.allArticles')}</Link>}
      />
    </div>
  );
}
