import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './paginator.module.css';

export interface PaginatorProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Pages as links (state in the URL; back/forward work). */
  getHref?: (page: number) => string;
  /** Pages as buttons, when the page is not in the URL. Ignored when `getHref` is given. */
  onChange?: (page: number) => void;
  /** The nav's accessible name (default "Stránkovanie"); set it when a screen has two paginators. */
  label?: string;
  className?: string;
}

export type PageSlot = number | 'gap';

/**
 * Which page numbers to show: all of a few; otherwise first, last, the current one with `around`
 * neighbours, and `gap` where pages are left out (never for a single page: that page is shown).
 */
export function pageSlots(page: number, pageCount: number, around = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // Few pages: all of them fit without gaps.
  if (pageCount <= 5 + 2 * around) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}

/**
 * Page navigation: a `nav` landmark with previous/next and page numbers; the current page has
 * `aria-current="page"`. Renders nothing for a single page.
 */
export function Paginator({ page, pageCount, getHref, onChange, label, className }: PaginatorProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const item = (target: number, content: ReactNode, opts: { ariaLabel: string; current?: boolean; rel?: string }) => {
    const cls = `${styles.item} ${opts.current ? styles.current : ''}`;
    if (getHref) {
      return (
        <Link
          to={getHref(target)}
          className={cls}
          aria-label={opts.ariaLabel}
          aria-current={opts.current ? 'page' : undefined}
          rel={opts.rel}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={cls}
        aria-label={opts.ariaLabel}
        aria-current={opts.current ? 'page' : undefined}
        onClick={() => onChange?.(target)}
      >
        {content}
      </button>
    );
  };

  const disabled = (content: ReactNode, ariaLabel: string) => (
    <span className={`${styles.item} ${styles.disabled}`} aria-hidden="true" title={ariaLabel}>
      {content}
    </span>
  );

  return (
    <nav className={`${styles.paginator} ${className ?? ''}`} aria-label={label ?? t('paginator.label')}>
      <ul className={styles.list}>
        <li className={styles.edge}>
          {current > 1
            ? item(current - 1, <ChevronLeft aria-hidden="true" size={18} />, {
                ariaLabel: t('paginator.previous'),
                rel: 'prev',
              })
            : disabled(<ChevronLeft aria-hidden="true" size={18} />, t('paginator.previous'))}
        </li>
        {pageSlots(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              {t('paginator.gap')}
            </li>
          ) : (
            <li key={slot}>
              {item(slot, slot, {
                ariaLabel: t(slot === current ? 'paginator.currentPage' : 'paginator.page', { page: slot }),
                current: slot === current,
              })}
            </li>
          ),
        )}
        <li className={styles.edge}>
          {current < pageCount
            ? item(current + 1, <ChevronRight aria-hidden="true" size={18} />, {
                ariaLabel: t('paginator.next'),
                rel: 'next',
              })
            : disabled(<ChevronRight aria-hidden="true" size={18} />, t('paginator.next'))}
        </li>
      </ul>
    </nav>
  );
}
