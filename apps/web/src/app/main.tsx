import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createToastStore } from '../components/ui';
import { userQueryKey, userQueryOptions } from '../lib/auth';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { RouterProvider } from '../lib/router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// The CSP allows no eval, so zod (loaded later, by the forms) must not probe for it: the probe is a
// reported CSP violation. zod takes its settings from this global (zod/v4/core `globalConfig`);
// setting it here keeps zod itself out of the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const toasts = createToastStore();
const queryClient = createQueryClient({
  onErrorToast: ({ kind, key, values }) => toasts.show(kind, key, values ? { values } : {}),
});

/** Lets the browser run between two pieces of start-up work (no task long enough to block input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Boots the app. Not top-level await: the screens' chunks import shared code from the entry's
 * chunk, and a module still awaiting at top level would hold them (and so itself) forever.
 */
async function start() {
  // The session check starts at once, in parallel with the translations (user state unknown → known:
  // docs/requirements/accounts.md §Session check).
  // When the page's request carried no logged-in session, the server says so in the document
  // (modules/seo): then the answer is known without asking, and without a 401 in the console.
  if (document.querySelector('meta[name="shop:session"][content="anonymous"]')) {
    queryClient.setQueryData(userQueryKey, null);
  } else {
    void queryClient.prefetchQuery(userQueryOptions());
  }

  // The translations' request first; then, in a task of its own, the router, so the first
  // screen's chunk and data load while the translations do. Nothing is painted before both are
  // there (route-data.ts).
  const translations = createI18n();
  await nextTask();
  const { router, ready } = createAppRouter(queryClient);
  const i18n = await translations;
  await ready;

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // A transition renders in slices, yielding to the browser every few milliseconds, instead of
  // one long task that blocks input (Total Blocking Time) while the whole first page renders.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider i18n={i18n} queryClient={queryClient} toasts={toasts}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// In a task of its own: the module evaluation before it (all the startup code) is long enough.
setTimeout(() => void start(), 0);
