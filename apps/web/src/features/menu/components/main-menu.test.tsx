import type { MenuItem } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, notLoggedIn } from '../../../testing/fetch-mock';
import { renderWithApp } from '../../../testing/render';
import { visibleMenuItems } from '../visible-items';
import { MainMenu } from './main-menu';

const node = (id: number, label: string, url: MenuItem['url'], children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  url,
  color: 'red;background:url(x)',
  bg_color: null,
  description: '',
  children,
});

const items = visibleMenuItems([
  node(1, 'EZS', { type: 'category', url: 'ezs' }, [
    node(2, 'Ústredne', { type: 'category', url: 'ezs/ustredne' }, [
      node(3, 'Drôtové', { type: 'category', url: 'ezs/ustredne/drotove' }, [
        node(4, 'Príliš hlboko', { type: 'category', url: 'ezs/ustredne/drotove/x' }),
      ]),
      node(5, 'Bez odkazu', null),
    ]),
  ]),
  node(6, 'Značky', { type: 'brand', url: 'hikvision' }),
]);

describe('main menu', () => {
  it('drops hidden items and anything below the third level; unknown types go to not-found', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    await renderWithApp(<MainMenu items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Hlavné menu' });
    expect(within(nav).getByRole('link', { name: 'Drôtové' })).toHaveAttribute(
      'href',
      '/category/ezs/ustredne/drotove',
    );
    expect(within(nav).queryByText('Príliš hlboko')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Bez odkazu')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Značky' })).toHaveAttribute('href', '/404');
    // A colour that is not a plain colour is ignored, never injected as CSS.
    expect(within(nav).getByRole('link', { name: 'EZS' }).closest('li')?.getAttribute('style') ?? '').not.toContain(
      'url(',
    );
  });

  it('opens the dropdown with ArrowDown and closes it with Escape back to the top link', async () => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    const user = userEvent.setup();
    await renderWithApp(<MainMenu items={items} />);
    const top = screen.getByRole('link', { name: 'EZS' });
    const li = top.closest('li') as HTMLElement;
    top.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Všetko v kategórii EZS' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(top).toHaveFocus();
    expect(li).toHaveClass('dismissed');
    fireEvent.mouseLeave(li);
    expect(li).not.toHaveClass('dismissed');
  });
});
