import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { sessionKey } from '../features/auth/api/get-session';
import { ApiError } from '../lib/api';
import '../styles/global.css';
import { App } from './app';

/**
 * A 401 anywhere means the session ended (expired, signed out elsewhere, deactivated): forget
 * it, and RequireStaff sends the person to the sign-in page. A 403 `staff.totp-setup-required`
 * means the session must be read again (it leads to the TOTP setup).
 */
const onError = (err: unknown) => {
  if (!(err instanceof ApiError)) return;
  if (err.status === 401) queryClient.setQueryData(sessionKey, null);
  if (err.code === 'staff.totp-setup-required') void queryClient.invalidateQueries({ queryKey: sessionKey });
};

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // A refusal will not change by asking again; a network failure might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/staff">
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
