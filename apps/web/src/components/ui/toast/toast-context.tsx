import { createContext, type ReactNode, useContext } from 'react';
import type { ToastApi, ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastContext value={store}>{children}</ToastContext>;
}

/** The store itself (for the Toaster). */
export function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  return store;
}

/**
 * Raise a toast: `const toast = useToast(); toast.success('toasts.addedToCart')`.
 * The message is an sk.json key (or a ready text); `values` fill its placeholders.
 */
export function useToast(): ToastApi {
  return useToastStore();
}
