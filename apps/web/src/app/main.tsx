import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createToastStore } from '../components/ui';
import { userQueryOptions } from '../lib/auth';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const toasts = createToastStore();
const queryClient = createQueryClient({ onErrorToast: (key) => toasts.error(key) });

// The session check starts at once, in parallel with the translations (spec: user state unknown → known).
void queryClient.prefetchQuery(userQueryOptions());

const i18n = await createI18n();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider i18n={i18n} queryClient={queryClient} toasts={toasts}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
