import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { rotatedWindow, Scroller } from './scroller';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Card ${i + 1}`);

function renderScroller(items: string[] | undefined, loading = false) {
  return renderWithApp(
    <Scroller
      title="Offers"
      items={items}
      loading={loading}
      getKey={(s) => s}
      renderItem={(s) => <p>{s}</p>}
      renderSkeleton={() => <span data-testid="skeleton" />}
    />,
  );
}

const shown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('rotatedWindow', () => {
  it('takes `count` items starting at `start`, wrapping around', () => {
    expect(rotatedWindow([1, 2, 3, 4], 0, 3)).toEqual([1, 2, 3]);
    expect(rotatedWindow([1, 2, 3, 4], 3, 3)).toEqual([4, 1, 2]);
    expect(rotatedWindow([1, 2, 3, 4], -1, 2)).toEqual([4, 1]);
    expect(rotatedWindow([1, 2], 0, 3)).toEqual([1, 2]);
    expect(rotatedWindow([], 2, 3)).toEqual([]);
  });
});

describe('Scroller', () => {
  it('shows 3 cards; the arrows rotate by one, wrapping both ways', async () => {
    const user = userEvent.setup();
    await renderScroller(names(5));
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(shown()).toEqual(['Card 1', 'Card 2', 'Card 3']);
    await user.click(screen.getByRole('button', { name: 'Ďalšie: Offers' }));
    expect(shown()).toEqual(['Card 2', 'Card 3', 'Card 4']);
    await user.click(screen.getByRole('button', { name: 'Predchádzajúce: Offers' }));
    await user.click(screen.getByRole('button', { name: 'Predchádzajúce: Offers' }));
    expect(shown()).toEqual(['Card 5', 'Card 1', 'Card 2']);
    expect(screen.getByText('Zobrazené 5 – 2 z 5')).toBeInTheDocument();
  });

  it('has no arrows when everything fits', async () => {
    await renderScroller(names(3));
    expect(shown()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Ďalšie/ })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading and nothing when empty', async () => {
    const first = await renderScroller(undefined, true);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
    first.unmount();
    await renderScroller([], false);
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  });
});
