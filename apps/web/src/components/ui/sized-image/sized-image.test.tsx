import { IMAGE_SIZES } from '@shop/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizedImage } from './sized-image';

describe('sized image', () => {
  it('offers every WebP size with sizes, and an AVIF source taking WebP where AVIF did not pay', () => {
    const { container } = render(
      <SizedImage
        image={{
          src: '/media/products/7/42-800.webp',
          width: 800,
          height: 600,
          variants: { widths: [160, 320, 640, 800], avif: [640, 800] },
        }}
        alt="Kamera"
        sizes={IMAGE_SIZES.card}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/products/7/42-800.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/products/7/42-160.webp 160w, /media/products/7/42-320.webp 320w, /media/products/7/42-640.webp 640w, /media/products/7/42-800.webp 800w',
    );
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('alt', 'Kamera');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute(
      'srcset',
      '/media/products/7/42-160.webp 160w, /media/products/7/42-320.webp 320w, /media/products/7/42-640.avif 640w, /media/products/7/42-800.avif 800w',
    );
    expect(source).toHaveAttribute('sizes', IMAGE_SIZES.card);
  });

  it('is a plain img without picture when no AVIF was kept', () => {
    const { container } = render(
      <SizedImage
        image={{
          src: '/media/products/7/43-300.webp',
          width: 300,
          height: 200,
          variants: { widths: [160, 300], avif: [] },
        }}
        alt=""
        sizes={IMAGE_SIZES.thumb}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'srcset',
      '/media/products/7/43-160.webp 160w, /media/products/7/43-300.webp 300w',
    );
  });

  it('serves an image without sizes (a seeded drawing) as it is', () => {
    const { container } = render(
      <SizedImage
        image={{ src: '/media/products/ds-2cd-1.svg', width: 800, height: 800 }}
        alt=""
        sizes={IMAGE_SIZES.card}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/products/ds-2cd-1.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '800');
  });
});
