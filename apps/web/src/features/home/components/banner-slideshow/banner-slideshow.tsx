import { BANNER_FADE_MS, BANNER_INTERVAL_MS, type Banner, IMAGE_SIZES } from '@shop/contract';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useId, useState } from 'react';
import { SizedImage, Skeleton } from '../../../../components/ui';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import styles from './banner-slideshow.module.css';

export interface BannerSlideshowProps {
  banners: Banner[] | undefined;
  loading: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The home slideshow (docs/requirements/catalogue.md §Home): a placeholder while loading, then the
 * banners, advancing every 5 s and wrapping both ways; previous, next and the dots change the
 * slide and restart the timer; slides fade in 1 s. A pause button stops the rotation (WCAG 2.2.2);
 * it starts paused for people who ask for reduced motion. The first image is the page's largest
 * paint: loaded eagerly with high priority, in the size the screen needs (an uploaded banner's
 * sizes; the server's preload hint names the same `srcset` and `sizes`).
 */
export function BannerSlideshow({ banners, loading }: BannerSlideshowProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [index, setIndex] = useState(0);
  // Bumped by every manual change, so the timer restarts even when the slide stays the same.
  const [restart, setRestart] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  // At first only the first image (the page's largest paint): the others would compete with it for
  // the network, and each costs a layout when it arrives. They are added a fade's time before the
  // first change of slide, or at once when a control is used.
  const [allImages, setAllImages] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const regionId = useId();
  const list = banners ?? [];
  const count = list.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide change or a manual click (`restart`) re-arms the timer
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, restart, count, paused]);

  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setAllImages(true), BANNER_INTERVAL_MS - BANNER_FADE_MS);
    return () => clearTimeout(timer);
  }, [count]);

  if (loading && count === 0) {
    return (
      <div className={styles.slideshow} aria-busy="true">
        <Skeleton aspectRatio="3 / 1" radius="lg" className={styles.placeholder} />
        <span className="visually-hidden" role="status">
          {t('home.bannersLoading')}
        </span>
      </div>
    );
  }
  if (count === 0) return null;

  const current = Math.min(index, count - 1);
  const go = (next: number) => {
    setAllImages(true);
    setIndex(((next % count) + count) % count);
    setRestart((r) => r + 1);
  };

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      style={{ '--banner-fade': `${BANNER_FADE_MS}ms` } as CSSProperties}
    >
      <div id={regionId} className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
        {list.map((banner, i) => {
          const active = i === current;
          const image = (
            <SizedImage
              className={styles.image}
              image={{ src: banner.image, width: banner.width, height: banner.height, variants: banner.variants }}
              alt={banner.label}
              sizes={IMAGE_SIZES.banner}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
            <div
              key={banner.id}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.bannerSlide', { index: i + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <BannerLink link={banner.link}>{i === 0 || i === current || allImages ? image : null}</BannerLink>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setUserPaused(!paused)}
            aria-label={t(paused ? 'home.bannerPlay' : 'home.bannerPause')}
          >
            {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current - 1)}
            aria-controls={regionId}
            aria-label={t('home.bannerPrevious')}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <ul className={styles.dots} aria-label={t('home.bannerDots')}>
            {list.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={`${styles.dot} ${i === current ? styles.dotActive : ''}`}
                  onClick={() => go(i)}
                  aria-controls={regionId}
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('home.bannerDot', { index: i + 1, count, label: banner.label })}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(current + 1)}
            aria-controls={regionId}
            aria-label={t('home.bannerNext')}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Internal targets through the router; anything else as a plain link; none without a link. */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <>{children}</>;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={styles.link}>
      {children}
    </a>
  );
}
