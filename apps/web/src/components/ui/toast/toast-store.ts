import { TOAST_MS } from '@shop/contract';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export const TOAST_KINDS = ['success', 'warning', 'error', 'info'] as const satisfies readonly ToastKind[];

/** How long the slide-out animation runs before a dismissed toast leaves the DOM. */
export const TOAST_EXIT_MS = 200;
/**
 * At most this many on screen: the oldest makes room for a new one. More than three stack up
 * over the page (on a phone, over half of it) and nobody reads them anyway.
 */
export const TOAST_MAX = 3;

export interface ToastOptions {
  /** Interpolation values for an sk.json key, e.g. `{ firstName, lastName }`. */
  values?: Record<string, string | number>;
  /** Milliseconds until the toast closes itself; `null` keeps it until closed. Default TOAST_MS. */
  timeout?: number | null;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** An sk.json key (preferred) or a ready text. */
  message: string;
  values?: Record<string, string | number> | undefined;
  timeout: number | null;
  /** True while the slide-out animation runs. */
  leaving: boolean;
}

/** What features call: `toast.success('toasts.addedToCart')`. */
export interface ToastApi {
  show(kind: ToastKind, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

export interface ToastStore extends ToastApi {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
  /** Stops the auto-dismiss clock (pointer or focus on the toast). */
  pause(id: number): void;
  resume(id: number): void;
  clear(): void;
}

interface Clock {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

/** A small external store, so toasts can be raised from anywhere (query callbacks included). */
export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const clocks = new Map<number, Clock>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: readonly ToastItem[]) => {
    items = next;
    emit();
  };

  const stopClock = (id: number) => {
    const clock = clocks.get(id);
    if (clock?.handle !== undefined) clearTimeout(clock.handle);
    clocks.delete(id);
  };

  const startClock = (id: number, ms: number) => {
    stopClock(id);
    clocks.set(id, { handle: setTimeout(() => dismiss(id), ms), remaining: ms, startedAt: Date.now() });
  };

  const remove = (id: number) => {
    stopClock(id);
    set(items.filter((t) => t.id !== id));
  };

  function dismiss(id: number) {
    const item = items.find((t) => t.id === id);
    if (!item || item.leaving) return;
    stopClock(id);
    set(items.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => remove(id), TOAST_EXIT_MS);
  }

  function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
    const timeout = options.timeout === undefined ? TOAST_MS : options.timeout;
    const valuesKey = JSON.stringify(options.values ?? null);
    // The same message again (several failing requests, a button pressed twice) restarts the one
    // on screen, as the newest, instead of stacking a copy.
    const same = items.find(
      (t) => !t.leaving && t.message === message && JSON.stringify(t.values ?? null) === valuesKey,
    );
    if (same) {
      set([...items.filter((t) => t.id !== same.id), { ...same, kind, timeout }]);
      if (timeout !== null) startClock(same.id, timeout);
      else stopClock(same.id);
      return same.id;
    }
    const id = nextId++;
    const visible = items.filter((t) => !t.leaving);
    for (const oldest of visible.slice(0, Math.max(0, visible.length - TOAST_MAX + 1))) dismiss(oldest.id);
    set([...items, { id, kind, message, values: options.values, timeout, leaving: false }]);
    if (timeout !== null) startClock(id, timeout);
    return id;
  }

  return {
    show,
    success: (message, options) => show('success', message, options),
    warning: (message, options) => show('warning', message, options),
    error: (message, options) => show('error', message, options),
    info: (message, options) => show('info', message, options),
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    pause(id) {
      const clock = clocks.get(id);
      if (!clock || clock.handle === undefined) return;
      clearTimeout(clock.handle);
      clock.handle = undefined;
      clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
    },
    resume(id) {
      const clock = clocks.get(id);
      if (!clock || clock.handle !== undefined) return;
      // Leave a moment to read after the pointer or focus moves away.
      startClock(id, Math.max(clock.remaining, 1500));
    },
    clear() {
      for (const id of clocks.keys()) stopClock(id);
      set([]);
    },
  };
}
