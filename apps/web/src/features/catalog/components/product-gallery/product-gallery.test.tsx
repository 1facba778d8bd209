import type { Image } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, notLoggedIn } from '../../../../testing/fetch-mock';
import { renderWithApp } from '../../../../testing/render';
import { ProductGallery } from './product-gallery';

const image = (n: number, cover = false): Image => ({
  src: `/media/p-${n}.svg`,
  caption: `Kamera pohľad ${n}`,
  cover,
  width: 800,
  height: 600,
});

// The cover is third in the reply but must come first.
const images = [image(1), image(2), image(3, true)];

describe('product gallery', () => {
  beforeEach(() => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
  });

  it('shows the cover first, eagerly with high priority and a fixed size', async () => {
    await renderWithApp(<ProductGallery images={images} name="Kamera" />);
    const main = screen.getByRole('img', { name: 'Kamera pohľad 3' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');
    expect(screen.getByRole('button', { name: 'Obrázok 1 z 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('cycles with previous/next and thumbnails', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProductGallery images={images} name="Kamera" />);
    await user.click(screen.getByRole('button', { name: 'Predchádzajúci obrázok' }));
    expect(screen.getByRole('img', { name: 'Kamera pohľad 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ďalší obrázok' }));
    expect(screen.getByRole('img', { name: 'Kamera pohľad 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Obrázok 2 z 3' }));
    expect(screen.getByRole('img', { name: 'Kamera pohľad 1' })).toBeInTheDocument();
  });

  it('opens fullscreen: arrows move around, Escape closes and focus returns, scrolling is locked meanwhile', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProductGallery images={images} name="Kamera" />);
    const opener = screen.getByRole('button', { name: /obrázok 1 z 3 na celú obrazovku/ });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Obrázky produktu Kamera' });
    expect(document.documentElement).toHaveClass('scroll-locked');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('Obrázok 1 z 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Obrázok 2 z 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Kamera pohľad 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Obrázok 1 z 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Obrázok 3 z 3')).toBeInTheDocument();

    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Obrázky produktu Kamera' })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    // The page follows the image chosen in fullscreen, and focus is back on the opener.
    const back = screen.getByRole('button', { name: /obrázok 3 z 3 na celú obrazovku/ });
    expect(back).toHaveFocus();
  });

  it('shows a placeholder without images and no controls for a single one', async () => {
    const first = await renderWithApp(<ProductGallery images={[]} name="Kamera" />);
    expect(screen.getByRole('img', { name: 'Bez obrázka' })).toBeInTheDocument();
    first.unmount();
    await renderWithApp(<ProductGallery images={[image(1, true)]} name="Kamera" />);
    expect(screen.queryByRole('button', { name: 'Ďalší obrázok' })).not.toBeInTheDocument();
  });
});
