import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Per-query/mutation options read by the global error handler:
 * `errorToast` is the sk.json key of the error toast, or `false` when the caller shows the error itself.
 */
export interface RequestMeta extends Record<string, unknown> {
  errorToast?: string | false;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export const GENERIC_ERROR_TOAST = 'toasts.genericError';

export interface QueryClientOptions {
  /** Shows an error toast (wired to the toast store by the app provider). */
  onErrorToast?: (messageKey: string) => void;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

function shouldRetry(failureCount: number, error: unknown) {
  // Client errors (401, 404, validation…) do not get better by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One QueryClient per app. Failing queries and mutations show the generic error toast
 * (docs/requirements/content.md §Toasts) unless their `meta.errorToast` names another key or `false`.
 */
export function createQueryClient({ onErrorToast }: QueryClientOptions = {}) {
  const report = (error: unknown, meta: RequestMeta | undefined) => {
    if (isAbort(error)) return;
    console.error(error);
    const key = meta?.errorToast ?? GENERIC_ERROR_TOAST;
    if (key !== false) onErrorToast?.(key);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
