import { TOAST_MS } from '@shop/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { useToast } from './toast-context';
import { createToastStore, TOAST_EXIT_MS, TOAST_MAX } from './toast-store';

function Raiser() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('toasts.addedToCart')}>
        success
      </button>
      <button type="button" onClick={() => toast.error('toasts.genericError')}>
        error
      </button>
      <button
        type="button"
        onClick={() => toast.info('toasts.loginSuccess', { values: { firstName: 'Jana', lastName: 'Nováková' } })}
      >
        info
      </button>
      <button type="button" onClick={() => toast.warning('A ready text.')}>
        text
      </button>
    </>
  );
}

const region = () => screen.getByRole('status');

describe('toasts', () => {
  it('appear in the live region with the translated message and kind', async () => {
    await renderWithApp(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    fireEvent.click(screen.getByRole('button', { name: 'text' }));
    const live = region();
    expect(live).toHaveAttribute('aria-live', 'polite');
    const toasts = within(live).getAllByTestId('toast');
    expect(toasts).toHaveLength(3);
    expect(toasts[0]).toHaveTextContent('Produkt bol pridaný do košíka.');
    expect(toasts[0]).toHaveAttribute('data-kind', 'success');
    expect(toasts[1]).toHaveTextContent('Vitajte, Jana Nováková!');
    expect(toasts[2]).toHaveTextContent('A ready text.');
    expect(toasts[2]).toHaveAttribute('data-kind', 'warning');
  });

  it('close with the close button after the slide-out', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(within(region()).getByText('Nastala chyba, skúste to prosím znova.')).toBeInTheDocument();
    fireEvent.click(within(region()).getByRole('button', { name: 'Zavrieť oznámenie' }));
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(within(region()).queryByTestId('toast')).not.toBeInTheDocument();
  });

  it(`dismiss themselves after ${TOAST_MS} ms`, async () => {
    vi.useFakeTimers();
    await renderWithApp(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(within(region()).getByTestId('toast')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1 + TOAST_EXIT_MS));
    expect(within(region()).queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('pause while hovered', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    const toast = within(region()).getByTestId('toast');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(toast).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_MS + TOAST_EXIT_MS));
    expect(within(region()).queryByTestId('toast')).not.toBeInTheDocument();
  });
});

describe('toast store', () => {
  it('does not stack the same message twice', () => {
    const store = createToastStore();
    const a = store.error('toasts.genericError');
    const b = store.error('toasts.genericError');
    expect(a).toBe(b);
    expect(store.getSnapshot()).toHaveLength(1);
    store.clear();
  });

  it(`shows at most ${TOAST_MAX}, keeping the newest`, () => {
    vi.useFakeTimers();
    const store = createToastStore();
    for (const n of [1, 2, 3, 4, 5]) store.info(`Správa ${n}`);
    const visible = () => store.getSnapshot().filter((t) => !t.leaving);
    expect(visible().map((t) => t.message)).toEqual(['Správa 3', 'Správa 4', 'Správa 5']);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Správa 3', 'Správa 4', 'Správa 5']);
    store.clear();
  });

  it('collapses a repeated message into one, moved up as the newest with a fresh clock', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const first = store.success('toasts.addedToCart');
    store.info('Iná správa');
    vi.advanceTimersByTime(TOAST_MS - 100);
    expect(store.success('toasts.addedToCart')).toBe(first);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Iná správa', 'toasts.addedToCart']);
    // The repeat restarted its clock: it outlives the other one.
    vi.advanceTimersByTime(200 + TOAST_EXIT_MS);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['toasts.addedToCart']);
    // The same words raised with another kind are still one message.
    store.warning('toasts.addedToCart');
    expect(store.getSnapshot()).toHaveLength(1);
    store.clear();
  });

  it('keeps sticky toasts until dismissed', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.info('x', { timeout: null });
    vi.advanceTimersByTime(TOAST_MS * 10);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
