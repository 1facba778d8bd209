import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import sk from '../../public/assets/i18n/sk.json';
import { AppProvider } from '../app/provider';
import { createToastStore, type ToastStore } from '../components/ui';
import { createI18n, type I18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createMemoryRouter, type RouteObject, RouterProvider } from '../lib/router';

export const testI18n = () => createI18n({ resources: { sk: { translation: sk } } });

export interface RenderOptions {
  /** The URL to start at (default `/`). */
  path?: string;
  /** A route table (default: `ui` at every path). */
  routes?: RouteObject[];
}

export interface Rendered extends ReturnType<typeof render> {
  i18n: I18n;
  queryClient: QueryClient;
  toasts: ToastStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders inside the real providers (sk.json, query client, toasts) and a memory router. */
export async function renderWithApp(ui: ReactElement | null, options: RenderOptions = {}): Promise<Rendered> {
  const i18n = await testI18n();
  const toasts = createToastStore();
  const queryClient = createQueryClient({
    onErrorToast: ({ kind, key, values }) => toasts.show(kind, key, values ? { values } : {}),
  });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <AppProvider i18n={i18n} queryClient={queryClient} toasts={toasts}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, i18n, queryClient, toasts, router };
}
