import { useQuery } from '@tanstack/react-query';
import { categoryPathFromParams } from '../../config/paths';
import { CategoryPage } from '../../features/catalog/components/category-page/category-page';
import { CategorySideMenu } from '../../features/catalog/components/category-side-menu/category-side-menu';
import { findBranch } from '../../features/catalog/side-menu';
import { RichText } from '../../features/content/components/rich-text';
import { menuQueryOptions } from '../../features/menu/api/get-menu';
import { safeColor } from '../../features/menu/visible-items';
import { useParams } from '../../lib/router';
import { productCardActions } from '../compose/product-actions';
import NotFoundRoute from './not-found';

/**
 * Category listing, /category/:item(/:category(/:subcategory(/:subsubcategory)))
 * (docs/requirements/catalogue.md §Categories and side menu).
 */
export default function CategoryRoute() {
  const params = useParams();
  const path = categoryPathFromParams(params);
  const menu = useQuery(menuQueryOptions('bottom-second'));
  const branch = menu.data ? findBranch(menu.data, path) : null;
  return (
    <CategoryPage
      key={path}
      path={path}
      notFound={<NotFoundRoute />}
      renderActions={productCardActions}
      renderDescription={(html) => <RichText html={html} />}
      sideMenu={
        branch ? (
          <CategorySideMenu
            top={branch}
            currentPath={path}
            color={safeColor(branch.color)}
            bgColor={safeColor(branch.bg_color)}
          />
        ) : null
      }
    />
  );
}
