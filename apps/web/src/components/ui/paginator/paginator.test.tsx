import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { Paginator, pageSlots } from './paginator';

describe('pageSlots', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(1, 8)).toEqual([1, 2, 'gap', 8]);
    expect(pageSlots(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    // A gap never hides just one page.
    expect(pageSlots(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageSlots(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageSlots(1, 0)).toEqual([]);
  });
});

describe('Paginator', () => {
  it('is a nav of links with the current page marked and previous/next', async () => {
    await renderWithApp(<Paginator page={2} pageCount={3} getHref={(p) => `/list?pg=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(nav).getByRole('link', { name: 'Strana 2, aktuálna' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Predchádzajúca strana' })).toHaveAttribute('href', '/list?pg=1');
    expect(within(nav).getByRole('link', { name: 'Ďalšia strana' })).toHaveAttribute('href', '/list?pg=3');
  });

  it('has no previous link on the first page and renders nothing for one page', async () => {
    const first = await renderWithApp(<Paginator page={1} pageCount={2} getHref={(p) => `?pg=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Predchádzajúca strana' })).not.toBeInTheDocument();
    first.unmount();
    await renderWithApp(<Paginator page={1} pageCount={1} getHref={(p) => `?pg=${p}`} />);
    expect(screen.queryByRole('navigation', { name: 'Stránkovanie' })).not.toBeInTheDocument();
  });

  it('uses buttons when the page is not in the URL', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Paginator page={1} pageCount={3} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Strana 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
