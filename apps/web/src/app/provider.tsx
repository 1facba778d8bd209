import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster, ToastProvider, type ToastStore } from '../components/ui';

export interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  toasts: ToastStore;
  children: ReactNode;
}

/** Everything a screen may use: translations, the toast store, the query client; the toast stack. */
export function AppProvider({ i18n, queryClient, toasts, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider store={toasts}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}
