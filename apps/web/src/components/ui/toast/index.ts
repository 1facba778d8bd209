export { ToastProvider, useToast, useToastStore } from './toast-context';
export {
  createToastStore,
  TOAST_EXIT_MS,
  TOAST_KINDS,
  type ToastApi,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
  type ToastStore,
} from './toast-store';
export { Toaster } from './toaster';
