import type { PacketaSelection } from './checkout-state';

/** The Packeta widget library; loaded only when a Packeta method is chosen and the shop has a key. */
export const PACKETA_WIDGET_URL = 'https://widget.packeta.com/v6/www/js/library.js';

/** The part of the point the widget returns that the shop uses. */
export interface PacketaPoint {
  id: string | number;
  name: string;
  street?: string;
  city?: string;
  zip?: string;
}

export interface PacketaWidget {
  Widget: {
    pick(apiKey: string, callback: (point: PacketaPoint | null) => void, options?: Record<string, unknown>): void;
  };
}

declare global {
  interface Window {
    Packeta?: PacketaWidget;
  }
}

let loading: Promise<PacketaWidget> | null = null;

/**
 * Adds the widget's <script> once and resolves with `window.Packeta`. A failed load is forgotten,
 * so choosing the method again retries.
 */
export function loadPacketaWidget(doc: Document = document): Promise<PacketaWidget> {
  if (typeof window !== 'undefined' && window.Packeta) return Promise.resolve(window.Packeta);
  loading ??= new Promise<PacketaWidget>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = PACKETA_WIDGET_URL;
    script.async = true;
    script.dataset.packeta = 'widget';
    script.onload = () => {
      if (window.Packeta) resolve(window.Packeta);
      else reject(new Error('The Packeta widget did not define window.Packeta'));
    };
    script.onerror = () => reject(new Error('The Packeta widget failed to load'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    doc.querySelector('script[data-packeta="widget"]')?.remove();
    throw error;
  });
  return loading;
}

/** Test hook: forget the loaded widget. */
export function resetPacketaLoader() {
  loading = null;
}

/** The widget's point as the checkout keeps it: id, name, street, then zip and city. */
export function toPacketaSelection(point: PacketaPoint): PacketaSelection {
  const line2 = [point.zip, point.city].filter(Boolean).join(' ');
  return { id: String(point.id), name: point.name, line1: point.street ?? '', line2 };
}

/** Opens the widget (Slovak, Slovakia) and resolves with the chosen point, or null when closed without one. */
export function pickPacketaPoint(widget: PacketaWidget, apiKey: string): Promise<PacketaSelection | null> {
  return new Promise((resolve) => {
    widget.Widget.pick(apiKey, (point) => resolve(point ? toPacketaSelection(point) : null), {
      language: 'sk',
      country: 'sk',
    });
  });
}
