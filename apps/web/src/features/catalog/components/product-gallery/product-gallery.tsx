import { IMAGE_SIZES, type Image } from '@shop/contract';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Dialog, SizedImage } from '../../../../components/ui';
import { useTranslation } from '../../../../lib/i18n';
import { coverFirst } from '../../prices';
import { ImagePlaceholder } from '../product-card/image-placeholder';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  images: readonly Image[];
  /** The product name: alt text fallback and the fullscreen dialog's name. */
  name: string;
}

/**
 * The product images (docs/requirements/catalogue.md §Product page): the cover first, thumbnails, previous/next cycling
 * around, and a fullscreen view (Escape closes, Left/Right arrows move, page scroll locked, focus kept
 * inside and returned). The main image is the page's largest paint: loaded eagerly with high
 * priority and a fixed size.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const list = coverFirst(images);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = list.length;
  const current = list[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={styles.stage}>
          <ImagePlaceholder className={styles.placeholder} />
        </div>
      </div>
    );
  }

  const move = (by: number) => setIndex((i) => (((i + by) % count) + count) % count);
  const alt = (image: Image) => image.caption || name;
  const position = (i: number) => ({ index: i + 1, count });

  const onFullscreenKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of images and controls, not a form fieldset
    <div className={styles.gallery} role="group" aria-label={t('product.gallery')}>
      <div className={styles.stage}>
        <button
          ref={openerRef}
          type="button"
          className={styles.open}
          onClick={() => setFullscreen(true)}
          aria-label={t('product.galleryOpen', position(index))}
        >
          <SizedImage
            className={styles.main}
            image={current}
            alt={alt(current)}
            sizes={IMAGE_SIZES.page}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          <span className={styles.expand} aria-hidden="true">
            <Expand size={18} />
          </span>
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => move(-1)}
              aria-label={t('product.galleryPrevious')}
            >
              <ChevronLeft aria-hidden="true" size={24} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => move(1)}
              aria-label={t('product.galleryNext')}
            >
              <ChevronRight aria-hidden="true" size={24} />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {list.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
                aria-label={t('product.galleryThumb', position(i))}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <SizedImage image={image} alt="" sizes={IMAGE_SIZES.thumb} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog
        open={fullscreen}
        onClose={() => setFullscreen(false)}
        title={t('product.galleryFullscreen', { name })}
        hideTitle
        size="fullscreen"
        closeLabel={t('product.galleryClose')}
        returnFocusRef={openerRef}
        onKeyDown={onFullscreenKey}
      >
        <div className={styles.viewer}>
          {count > 1 ? (
            <button
              type="button"
              className={`${styles.viewerArrow} ${styles.previous}`}
              onClick={() => move(-1)}
              aria-label={t('product.galleryPrevious')}
            >
              <ChevronLeft aria-hidden="true" size={32} />
            </button>
          ) : null}
          <figure className={styles.figure}>
            <SizedImage className={styles.full} image={current} alt={alt(current)} sizes={IMAGE_SIZES.fullscreen} />
            <figcaption className={styles.caption} aria-live="polite">
              {t('product.galleryPosition', position(index))}
            </figcaption>
          </figure>
          {count > 1 ? (
            <button
              type="button"
              className={`${styles.viewerArrow} ${styles.next}`}
              onClick={() => move(1)}
              aria-label={t('product.galleryNext')}
            >
              <ChevronRight aria-hidden="true" size={32} />
            </button>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
