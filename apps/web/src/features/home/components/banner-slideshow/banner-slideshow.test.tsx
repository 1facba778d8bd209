import { type Banner, IMAGE_SIZES } from '@shop/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, notLoggedIn } from '../../../../testing/fetch-mock';
import { renderWithApp } from '../../../../testing/render';
import { BannerSlideshow } from './banner-slideshow';

const banner = (id: number): Banner => ({
  id,
  image: `/media/banners/${id}.svg`,
  label: `Akcia ${id}`,
  link: `/category/c${id}`,
  width: 1200,
  height: 400,
});
const banners = [banner(1), banner(2), banner(3)];

/** The slide that is shown: the only one not hidden from assistive technology. */
function shownLabel() {
  const shown = screen.getAllByRole('img').filter((img) => !img.closest('[aria-hidden="true"]'));
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('alt');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('banner slideshow', () => {
  beforeEach(() => {
    mockFetch({ 'GET /admin/v1/sign/user': notLoggedIn });
    // Only the timers the slideshow uses; React's scheduler keeps running for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a placeholder while loading', async () => {
    await renderWithApp(<BannerSlideshow banners={undefined} loading />);
    expect(screen.getByText('Načítavajú sa bannery…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('advances every 5 seconds and wraps from the last to the first', async () => {
    await renderWithApp(<BannerSlideshow banners={banners} loading={false} />);
    expect(shownLabel()).toBe('Akcia 1');
    await advance(4999);
    expect(shownLabel()).toBe('Akcia 1');
    await advance(1);
    expect(shownLabel()).toBe('Akcia 2');
    await advance(5000);
    expect(shownLabel()).toBe('Akcia 3');
    await advance(5000);
    expect(shownLabel()).toBe('Akcia 1');
  });

  it('previous wraps from the first to the last; next and dots change the slide', async () => {
    await renderWithApp(<BannerSlideshow banners={banners} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúci banner' }));
    expect(shownLabel()).toBe('Akcia 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ďalší banner' }));
    expect(shownLabel()).toBe('Akcia 1');
    fireEvent.click(screen.getByRole('button', { name: /Banner 2 z 3/ }));
    expect(shownLabel()).toBe('Akcia 2');
    expect(screen.getByRole('button', { name: /Banner 2 z 3/ })).toHaveAttribute('aria-current', 'true');
  });

  it('restarts the 5-second timer on every click, even on the current dot', async () => {
    await renderWithApp(<BannerSlideshow banners={banners} loading={false} />);
    await advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Ďalší banner' }));
    expect(shownLabel()).toBe('Akcia 2');
    await advance(4000);
    expect(shownLabel()).toBe('Akcia 2');
    fireEvent.click(screen.getByRole('button', { name: /Banner 2 z 3/ }));
    await advance(4999);
    expect(shownLabel()).toBe('Akcia 2');
    await advance(1);
    expect(shownLabel()).toBe('Akcia 3');
  });

  it('stops with the pause button and starts again with play', async () => {
    await renderWithApp(<BannerSlideshow banners={banners} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pozastaviť striedanie bannerov' }));
    await advance(20_000);
    expect(shownLabel()).toBe('Akcia 1');
    fireEvent.click(screen.getByRole('button', { name: 'Spustiť striedanie bannerov' }));
    await advance(5000);
    expect(shownLabel()).toBe('Akcia 2');
  });

  it('loads the first image eagerly with a fixed size, the others lazily; alt text is the label', async () => {
    await renderWithApp(<BannerSlideshow banners={banners} loading={false} />);
    // Only the first at first; the others a fade's time before the first change of slide.
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(1);
    await advance(4000);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Akcia 1', 'Akcia 2', 'Akcia 3']);
  });

  it('offers an uploaded banner in its sizes, at the width the home page shows it', async () => {
    const uploaded = {
      ...banner(4),
      image: '/media/banners/ab12-1200.webp',
      variants: { widths: [160, 320, 640, 1200], avif: [] },
    };
    await renderWithApp(<BannerSlideshow banners={[uploaded, banner(5)]} loading={false} />);
    const [first] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('src', '/media/banners/ab12-1200.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/banners/ab12-160.webp 160w, /media/banners/ab12-320.webp 320w, /media/banners/ab12-640.webp 640w, /media/banners/ab12-1200.webp 1200w',
    );
    expect(first).toHaveAttribute('sizes', IMAGE_SIZES.banner);
    expect(first).toHaveAttribute('decoding', 'sync');
  });

  it('shows nothing without banners and no controls for a single one', async () => {
    const first = await renderWithApp(<BannerSlideshow banners={[]} loading={false} />);
    expect(screen.queryByRole('region', { name: 'Aktuálne akcie' })).not.toBeInTheDocument();
    first.unmount();
    await renderWithApp(<BannerSlideshow banners={[banner(9)]} loading={false} />);
    expect(screen.queryByRole('button', { name: 'Ďalší banner' })).not.toBeInTheDocument();
  });
});
