import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadPacketaWidget,
  PACKETA_WIDGET_URL,
  pickPacketaPoint,
  resetPacketaLoader,
  toPacketaSelection,
} from './packeta';

afterEach(() => {
  resetPacketaLoader();
  delete window.Packeta;
});

/** Scripts the loader adds (kept out of the document: the test DOM does not run scripts). */
function captureScripts() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
  return added;
}

describe('Packeta widget', () => {
  it('adds the widget script once and resolves with window.Packeta when it loads', async () => {
    const added = captureScripts();
    const first = loadPacketaWidget();
    const second = loadPacketaWidget();
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(PACKETA_WIDGET_URL);
    expect(added[0]?.async).toBe(true);
    const widget = { Widget: { pick: () => {} } };
    window.Packeta = widget;
    added[0]?.onload?.(new Event('load'));
    await expect(first).resolves.toBe(widget);
    await expect(second).resolves.toBe(widget);
    // Loaded once: later calls need no script.
    await expect(loadPacketaWidget()).resolves.toBe(widget);
    expect(added).toHaveLength(1);
  });

  it('forgets a failed load so the next choice retries', async () => {
    const added = captureScripts();
    const failed = loadPacketaWidget();
    added[0]?.onerror?.(new Event('error'));
    await expect(failed).rejects.toThrow();
    void loadPacketaWidget().catch(() => {});
    expect(added).toHaveLength(2);
  });

  it('picks in Slovak for Slovakia and keeps id, name, street, zip and city', async () => {
    let options: unknown;
    const widget = {
      Widget: {
        pick: (key: string, cb: (p: unknown) => void, opts?: unknown) => {
          options = { key, ...(opts as object) };
          cb({ id: 123, name: 'Z-BOX', street: 'Hlavna 1', city: 'Kosice', zip: '040 01' });
        },
      },
    };
    await expect(pickPacketaPoint(widget as never, 'api-key')).resolves.toEqual({
      id: '123',
      name: 'Z-BOX',
      line1: 'Hlavna 1',
      line2: '040 01 Kosice',
    });
    expect(options).toEqual({ key: 'api-key', language: 'sk', country: 'sk' });
    const closed = { Widget: { pick: (_k: string, cb: (p: null) => void) => cb(null) } };
    await expect(pickPacketaPoint(closed as never, 'api-key')).resolves.toBeNull();
    expect(toPacketaSelection({ id: 'x', name: 'N' })).toEqual({ id: 'x', name: 'N', line1: '', line2: '' });
  });
});
