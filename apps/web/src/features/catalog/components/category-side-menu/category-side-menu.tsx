import type { MenuItem } from '@shop/contract';
import type { CSSProperties } from 'react';
import { menuItemHref } from '../../../../config/paths';
import { MEDIA, useMediaQuery } from '../../../../hooks/use-media-query';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import { isSelected } from '../../side-menu';
import styles from './category-side-menu.module.css';

export interface CategorySideMenuProps {
  /** The branch's top item (see `findBranch`), already without unlinked items. */
  top: MenuItem;
  /** The current category path (`cctv/ip-kamery`). */
  currentPath: string;
  /** Plain CSS colours (checked by the caller), from the menu item. */
  color?: string | undefined;
  bgColor?: string | undefined;
}

/**
 * The category page's side menu (docs/requirements/catalogue.md §Categories and side menu): the top item with its
 * colour and description, then three levels below it; the current category and its ancestors are highlighted. On small
 * screens the levels fold into a disclosure.
 */
export function CategorySideMenu({ top, currentPath, color, bgColor }: CategorySideMenuProps) {
  const { t } = useTranslation();
  const small = useMediaQuery(MEDIA.small);
  const style = {
    ...(color ? { '--branch-color': color } : {}),
    ...(bgColor ? { '--branch-bg': bgColor } : {}),
  } as CSSProperties;
  const topHref = menuItemHref(top.url) ?? '#';
  const topCurrent = isSelected(top, currentPath) && currentPath === top.url?.url;
  const tree = top.children.length > 0 ? <Level items={top.children} level={2} currentPath={currentPath} /> : null;
  return (
    <nav className={styles.menu} style={style} aria-label={t('catalog.sideMenu', { label: top.label })}>
      <div className={styles.top}>
        <Link
          to={topHref}
          className={`${styles.topLink} ${topCurrent ? styles.current : ''}`}
          aria-current={topCurrent ? 'page' : undefined}
        >
          {top.label}
        </Link>
        {top.description ? <p className={styles.description}>{firstLine(top.description)}</p> : null}
      </div>
      {tree ? (
        small ? (
          <details className={styles.details}>
            <summary className={styles.summary}>{t('catalog.showSubcategories')}</summary>
            {tree}
          </details>
        ) : (
          tree
        )
      ) : null}
    </nav>
  );
}

/** The side menu shows a short teaser; the category page shows the whole description. */
function firstLine(text: string) {
  return text.split('\n')[0] ?? '';
}

function Level({ items, level, currentPath }: { items: MenuItem[]; level: number; currentPath: string }) {
  return (
    <ul className={`${styles.list} ${styles[`level${level}`] ?? ''}`}>
      {items.map((item) => {
        const selected = isSelected(item, currentPath);
        const current = selected && item.url?.url === currentPath;
        return (
          <li key={item.id}>
            <Link
              to={menuItemHref(item.url) ?? '#'}
              className={`${styles.link} ${styles[`linkLevel${level}`] ?? ''} ${selected ? styles.selected : ''} ${current ? styles.current : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </Link>
            {item.children.length > 0 ? (
              <Level items={item.children} level={level + 1} currentPath={currentPath} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
