import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { createBrowserRouter, type RouteObject } from '../lib/router';
import { AppFallback } from './layout/app-fallback';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { createRouteLoaders, type RouteLoaders } from './route-data';
import NotFoundRoute from './routes/not-found';

/** Each screen is its own chunk: `lazy` loads routes/<screen>.tsx's default export. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const checkoutHandle: RouteHandle = { minimalHeader: true };

/**
 * The route table (docs/requirements/content.md §Routes; paths from config/paths.ts). With `loaders` (the app; see
 * route-data.ts) the main screens start their first queries together with their chunk.
 */
export function createRoutes(loaders?: RouteLoaders): RouteObject[] {
  const data = (key: Parameters<RouteLoaders>[0]) => (loaders ? { loader: loaders(key) } : {});
  return [
    {
      id: 'root',
      path: paths.home.path,
      Component: RootLayout,
      ...data('root'),
      HydrateFallback: AppFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          // Screen errors render inside the page frame; only a broken frame reaches the root boundary.
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...data('home'), lazy: screen(() => import('./routes/home')) },
            { path: paths.category.path, ...data('category'), lazy: screen(() => import('./routes/category')) },
            { path: paths.product.path, ...data('product'), lazy: screen(() => import('./routes/product')) },
            { path: paths.cart.path, lazy: screen(() => import('./routes/cart')) },
            { path: paths.checkout.path, handle: checkoutHandle, lazy: screen(() => import('./routes/checkout')) },
            { path: paths.account.path, lazy: screen(() => import('./routes/account')) },
            { path: paths.accountOption.path, lazy: screen(() => import('./routes/account')) },
            { path: paths.orderDetail.path, lazy: screen(() => import('./routes/order-detail')) },
            { path: paths.search.path, ...data('search'), lazy: screen(() => import('./routes/search')) },
            { path: paths.blog.path, lazy: screen(() => import('./routes/blog-list')) },
            { path: paths.blogArticle.path, lazy: screen(() => import('./routes/blog-article')) },
            { path: paths.textPage.path, lazy: screen(() => import('./routes/text-page')) },
            { path: paths.register.path, lazy: screen(() => import('./routes/register')) },
            { path: paths.login.path, lazy: screen(() => import('./routes/login')) },
            { path: paths.resetPassword.path, lazy: screen(() => import('./routes/reset-password')) },
            { path: paths.resetPasswordToken.path, lazy: screen(() => import('./routes/reset-password')) },
            { path: paths.logout.path, lazy: screen(() => import('./routes/logout')) },
            { path: paths.test.path, lazy: screen(() => import('./routes/test')) },
            // Not lazy: the error boundary shows it too, so it is in the main chunk anyway.
            { path: paths.notFound.path, Component: NotFoundRoute },
          ],
        },
      ],
    },
  ];
}

/** The table without loaders (tests render it in a memory router). */
export const routes = createRoutes();

/**
 * The app's router. It starts at once: the first screen's chunk and data load while the caller
 * waits for the translations; `ready` resolves when the first screen can render.
 */
export function createAppRouter(queryClient: QueryClient) {
  const { loaders, firstLoadDone } = createRouteLoaders(queryClient);
  const router = createBrowserRouter(createRoutes(loaders));
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  }).then(firstLoadDone);
  return { router, ready };
}
