import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { firstViewRequests, preloadTags, readScreenAssets } from './preload.ts';

function dist(manifest: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-preload-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<head><script type="module" src="/assets/index-A1.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor-B2.js"><link rel="stylesheet" href="/assets/index-C3.css"></head>',
  );
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('screen assets from the Vite manifest', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', imports: ['_vendor-B2.js'], css: ['assets/index-C3.css'] },
    '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
    '_card-D4.js': { file: 'assets/card-D4.js', imports: ['_vendor-B2.js'], css: ['assets/card-D4.css'] },
    'src/app/routes/home.tsx': {
      file: 'assets/home-E5.js',
      imports: ['index.html', '_vendor-B2.js', '_card-D4.js'],
      css: ['assets/home-E5.css'],
    },
  };

  it('lists a screen chunk with what only it needs: not what index.html loads already', () => {
    const assets = readScreenAssets(dist(manifest));
    expect(assets({ kind: 'home' })).toEqual({
      modules: ['/assets/home-E5.js', '/assets/card-D4.js'],
      styles: ['/assets/home-E5.css', '/assets/card-D4.css'],
    });
    expect(assets({ kind: 'product', slug: 'x' })).toBeNull();
  });

  it('gives nothing without a manifest', () => {
    expect(readScreenAssets(dist(null))({ kind: 'home' })).toBeNull();
  });

  it('writes the hints: image and API reads and modules first, stylesheets last', () => {
    const tags = preloadTags({
      assets: { modules: ['/assets/home-E5.js'], styles: ['/assets/home-E5.css'] },
      requests: firstViewRequests({ kind: 'search', query: 'a&b' }, new URLSearchParams('pg=x')),
      image: { src: '/media/banners/1.svg' },
    });
    expect(tags.early.split('\n').map((t) => t.trim())).toEqual([
      '<link rel="preload" as="image" href="/media/banners/1.svg" fetchpriority="high">',
      '<link rel="preload" as="fetch" href="/admin/v1/menu/main/sk" crossorigin="anonymous">',
      '<link rel="preload" as="fetch" href="/admin/v1/search-products/a%26b/sk/12/0" crossorigin="anonymous">',
      '<link rel="modulepreload" crossorigin href="/assets/home-E5.js">',
    ]);
    expect(tags.late).toBe('<link rel="stylesheet" crossorigin href="/assets/home-E5.css">');
  });

  it('names an image stored in sizes by the srcset and sizes the page shows it with, as AVIF where it offers AVIF', () => {
    const hint = (variants: { widths: number[]; avif: number[] }) =>
      preloadTags({
        assets: null,
        requests: [],
        image: { src: '/media/products/7/42-800.webp', variants, sizes: IMAGE_SIZES.page },
      }).early;
    // As the page's <picture> source lists them (SizedImage): WebP where no AVIF was kept.
    expect(hint({ widths: [160, 320, 640, 800], avif: [640, 800] })).toBe(
      '<link rel="preload" as="image" href="/media/products/7/42-800.webp" imagesrcset="' +
        '/media/products/7/42-160.webp 160w, /media/products/7/42-320.webp 320w, ' +
        '/media/products/7/42-640.avif 640w, /media/products/7/42-800.avif 800w" ' +
        `imagesizes="${IMAGE_SIZES.page}" type="image/avif" fetchpriority="high">`,
    );
    expect(hint({ widths: [160, 800], avif: [] })).toBe(
      '<link rel="preload" as="image" href="/media/products/7/42-800.webp" imagesrcset="' +
        '/media/products/7/42-160.webp 160w, /media/products/7/42-800.webp 800w" ' +
        `imagesizes="${IMAGE_SIZES.page}" fetchpriority="high">`,
    );
  });
});
