import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockFetch, notLoggedIn } from '../../testing/fetch-mock';
import { renderWithApp } from '../../testing/render';
import { useWishlistCount } from './api/get-wishlist-count';
import { withWishFlag } from './api/toggle-wishlist';
import { WishlistToggle } from './components/wishlist-toggle';

const productKey = ['catalog', 'product', 'kamera'] as const;
const product = { id: 42, name: 'IP kamera 4 Mpx', code: 'CAM-4', wish_list: false, related_products: [] };

/** A product page stand-in: the product from the query cache, its heart and the header count. */
function Harness({ initial = product }: { initial?: typeof product }) {
  const { data } = useQuery({ queryKey: productKey, queryFn: () => initial, staleTime: Number.POSITIVE_INFINITY });
  const count = useWishlistCount();
  return (
    <>
      <output aria-label="count">{count.data ?? '–'}</output>
      {data ? <WishlistToggle product={data} /> : null}
    </>
  );
}

/** A reply that waits until `release()` is called, so the optimistic state can be inspected. */
function deferred(reply: { status?: number; body: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return reply;
    },
    release: () => release(),
  };
}

const heart = () => screen.getByRole('button', { name: 'Obľúbený produkt: IP kamera 4 Mpx (CAM-4)' });
const count = () => screen.getByRole('status', { name: 'count' });

describe('wishlist toggle', () => {
  it('is shown to logged-in customers only', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    await renderWithApp(<WishlistToggle product={product} />);
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });

  it('adds optimistically (heart, cached product, count), then keeps the server count and toasts', async () => {
    const add = deferred({ body: { success: true, count_all: 4 } });
    const fetch = mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'GET /admin/v1/customer/wish-list-count': { body: { success: true, count_all: 2 } },
      'PATCH /admin/v1/customer/wish-list/add': add.handler,
    });
    const { toasts, queryClient } = await renderWithApp(<Harness />);
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(await screen.findByRole('button', { name: /IP kamera/ })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());
    // At once, before the server answers:
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryData<typeof product>(productKey)?.wish_list).toBe(true);

    add.release();
    await waitFor(() => expect(count()).toHaveTextContent('4'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['success', 'toasts.addedToWishlist']]);
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/wish-list/add'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 42 });
  });

  it('rolls the heart, the cached product and the count back with an error toast when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = deferred({ status: 500, body: { success: false, error: [{ code: 'messages.internal' }] } });
    mockFetch({
      'GET /admin/v1/sign/user': loggedIn,
      'GET /admin/v1/customer/wish-list-count': { body: { success: true, count_all: 5 } },
      'DELETE /admin/v1/customer/wish-list/remove/42': remove.handler,
    });
    const { toasts, queryClient } = await renderWithApp(<Harness initial={{ ...product, wish_list: true }} />);
    await waitFor(() => expect(count()).toHaveTextContent('5'));
    expect(await screen.findByRole('button', { name: /IP kamera/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart());
    await waitFor(() => expect(count()).toHaveTextContent('4'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData<typeof product>(productKey)?.wish_list).toBe(false);

    remove.release();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(count()).toHaveTextContent('5');
    expect(queryClient.getQueryData<typeof product>(productKey)?.wish_list).toBe(true);
    // One toast: the rollback's, not a second one from the global handler.
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([['error', 'toasts.genericError']]);
  });
});

describe('withWishFlag', () => {
  it('patches the product wherever it sits and keeps untouched branches by reference', () => {
    const other = { id: 7, name: 'x', wish_list: false };
    const data = {
      products: [{ id: 42, wish_list: false }, other],
      paging: { filtered_products_count: 2 },
      product: { id: 1, wish_list: true, related_products: [{ id: 42, wish_list: false }] },
    };
    const next = withWishFlag(data, 42, true);
    expect(next.products[0]).toEqual({ id: 42, wish_list: true });
    expect(next.products[1]).toBe(other);
    expect(next.paging).toBe(data.paging);
    expect(next.product.related_products[0]?.wish_list).toBe(true);
    expect(data.products[0]?.wish_list).toBe(false);
    // Nothing to change: the same object.
    expect(withWishFlag(data, 99, true)).toBe(data);
    // Objects without the flag (a basket line with the same id) are left alone.
    const basket = { products: [{ id: 42, quantity: 1 }] };
    expect(withWishFlag(basket, 42, true)).toBe(basket);
  });
});
