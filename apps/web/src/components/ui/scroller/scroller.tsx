import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type CSSProperties, type ReactNode, useId, useRef, useState } from 'react';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useTranslation } from '../../../lib/i18n';
import styles from './scroller.module.css';

export interface ScrollerPerView {
  small: number;
  medium: number;
  large: number;
}

/** 3 cards at a time, 1 on small screens (docs/requirements/catalogue.md §Home). */
export const DEFAULT_PER_VIEW: ScrollerPerView = { small: 1, medium: 3, large: 3 };

export interface ScrollerProps<T> {
  /** The section heading (also names the arrows). */
  title: string;
  headingLevel?: 2 | 3;
  items: readonly T[] | undefined;
  /** While true (and no items yet) `skeletonCount` placeholders show. */
  loading?: boolean;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  renderSkeleton?: () => ReactNode;
  skeletonCount?: number;
  perView?: ScrollerPerView;
  /** Cards fill their slot when there are more than this many (docs/requirements/catalogue.md §Home). */
  fullWidthAbove?: number;
  /** Next to the heading, e.g. a "show all" link. */
  headerExtra?: ReactNode;
  className?: string;
}

/** `items` turned by `start` places, the first `count` of them. */
export function rotatedWindow<T>(items: readonly T[], start: number, count: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  const from = ((start % n) + n) % n;
  return Array.from({ length: Math.min(count, n) }, (_, i) => items[(from + i) % n] as T);
}

/**
 * A row of cards (docs/requirements/catalogue.md §Home): shows `perView` cards; the arrows rotate the list by one card,
 * wrapping around, and appear only when there are more cards than shown. It renders only while
 * loading or when it has entries. Swipe left/right on touch screens works like the arrows.
 */
export function Scroller<T>({
  title,
  headingLevel = 2,
  items,
  loading = false,
  getKey,
  renderItem,
  renderSkeleton,
  skeletonCount,
  perView = DEFAULT_PER_VIEW,
  fullWidthAbove = 3,
  headerExtra,
  className,
}: ScrollerProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const small = useMediaQuery(MEDIA.small);
  const medium = useMediaQuery(MEDIA.medium);
  const [start, setStart] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const touchX = useRef<number | null>(null);

  const list = items ?? [];
  const shown = small ? perView.small : medium ? perView.medium : perView.large;
  const showSkeletons = loading && list.length === 0;
  if (!showSkeletons && list.length === 0) return null;

  const n = list.length;
  const rotating = n > shown;
  const visible = rotating ? rotatedWindow(list, start, shown) : list;
  const from = (((start % n) + n) % n) + 1;
  const turn = (by: number) => {
    setStart((s) => (((s + by) % n) + n) % n);
    setAnnounce(true);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const columns = showSkeletons ? shown : Math.min(shown, Math.max(n, 1));

  return (
    <section
      className={`${styles.scroller} ${className ?? ''}`}
      aria-labelledby={headingId}
      aria-busy={showSkeletons || undefined}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {headerExtra ? <div className={styles.extra}>{headerExtra}</div> : null}
      </div>
      <div className={styles.body}>
        {rotating ? (
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={t('scroller.previous', { title })}
            aria-controls={listId}
            onClick={() => turn(-1)}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
        ) : null}
        <ul
          id={listId}
          className={styles.track}
          data-full={n > fullWidthAbove || showSkeletons || undefined}
          style={{ '--scroller-columns': columns } as CSSProperties}
          onTouchStart={(event) => {
            touchX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(event) => {
            const startX = touchX.current;
            const endX = event.changedTouches[0]?.clientX;
            touchX.current = null;
            if (!rotating || startX === null || endX === undefined || Math.abs(endX - startX) < 40) return;
            turn(endX < startX ? 1 : -1);
          }}
        >
          {showSkeletons
            ? Array.from({ length: skeletonCount ?? shown }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} className={styles.slot}>
                  {renderSkeleton?.()}
                </li>
              ))
            : visible.map((item) => (
                <li key={getKey(item)} className={styles.slot}>
                  {renderItem(item)}
                </li>
              ))}
        </ul>
        {rotating ? (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('scroller.next', { title })}
            aria-controls={listId}
            onClick={() => turn(1)}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        ) : null}
      </div>
      {showSkeletons ? <p className="visually-hidden">{t('scroller.loading', { title })}</p> : null}
      <p className="visually-hidden" aria-live="polite">
        {announce && rotating ? t('scroller.position', { from, to: ((from - 1 + shown - 1) % n) + 1, count: n }) : ''}
      </p>
    </section>
  );
}
