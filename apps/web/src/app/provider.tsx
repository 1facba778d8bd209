import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster, ToastProvider, type ToastStore } from '../components/ui';
import { type I18n, I18nProvider } from '../lib/i18n';

export interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  toasts: ToastStore;
  children: ReactNode;
}

/** Everything a screen may use: translations, the toast store, the query client; the toast stack. */
export function AppProvider({ i18n, queryClient, toasts, children }: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider store={toasts}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
