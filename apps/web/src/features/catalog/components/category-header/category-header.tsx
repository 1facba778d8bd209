import type { CategoryReply } from '@shop/contract';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import styles from './category-header.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** A breadcrumb trail: Home › … › current (the last one is the current page, not a link). */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('catalog.home'), href: paths.home.getHref() }, ...items];
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className={`${styles.breadcrumbs} ${className ?? ''}`}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.href}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <>
                  <Link to={crumb.href}>{crumb.label}</Link>
                  <ChevronRight aria-hidden="true" size={14} className={styles.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The category title bar: the label as h1 and the breadcrumbs above it. */
export function CategoryHeader({ category, breadcrumbs }: Pick<CategoryReply, 'category' | 'breadcrumbs'>) {
  const crumbs = breadcrumbs.map((b) => ({ label: b.label, href: paths.category.getHref(b.url.url) }));
  return (
    <header className={styles.header}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{category.label}</h1>
    </header>
  );
}

/**
 * The category description (docs/requirements/catalogue.md §Categories and side menu): the server
 * sends it sanitized with its line breaks as <br />; `render` shows HTML (the route passes the rich-text component).
 */
export function CategoryDescription({ html, render }: { html: string; render: (html: string) => ReactNode }) {
  if (!html.trim()) return null;
  return <div className={styles.description}>{render(html)}</div>;
}
