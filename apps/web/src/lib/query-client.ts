import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { tooManyRequestsMessage } from './too-many-requests';

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

/** The toast a failed request raises: an sk.json key, its values, and whether it is an error or a warning. */
export interface ErrorToastRequest {
  kind: 'error' | 'warning';
  key: string;
  values?: Record<string, string | number>;
}

export interface QueryClientOptions {
  /** Shows an error toast (wired to the toast store by the app provider). */
  onErrorToast?: (toast: ErrorToastRequest) => void;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A refusal the server explained (4xx in the envelope: wrong password, bad coupon, not logged in)
 * is part of using the shop and the screen says what happened; only the unexpected (5xx, no
 * answer, a reply that breaks the contract) goes to the console for whoever debugs it.
 */
export function isExpectedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function shouldRetry(failureCount: number, error: unknown) {
  // Client errors (401, 404, validation…) do not get better by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One QueryClient per app. Failing queries and mutations show the generic error toast
 * (docs/requirements/content.md §Toasts) unless their `meta.errorToast` names another key or `false`;
 * a throttled one (429) says so, and when to try again.
 */
export function createQueryClient({ onErrorToast }: QueryClientOptions = {}) {
  const report = (error: unknown, meta: RequestMeta | undefined) => {
    if (isAbort(error)) return;
    if (!isExpectedRefusal(error)) console.error(error);
    if (meta?.errorToast === false) return;
    const throttled = tooManyRequestsMessage(error);
    onErrorToast?.(
      throttled ? { kind: 'warning', ...throttled } : { kind: 'error', key: meta?.errorToast ?? GENERIC_ERROR_TOAST },
    );
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
