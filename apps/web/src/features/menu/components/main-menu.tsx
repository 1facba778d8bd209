import type { MenuItem } from '@shop/contract';
import { ChevronDown } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { menuItemHref } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link, NavLink } from '../../../lib/router';
import { safeColor } from '../visible-items';
import styles from './main-menu.module.css';

export interface MainMenuProps {
  /** Already filtered with `visibleMenuItems`. */
  items: MenuItem[];
  className?: string;
}

/**
 * The horizontal menu of large screens. A top item's dropdown opens on hover and whenever focus is
 * inside it (so Tab walks into it); Escape closes it and returns to the top link; ArrowDown opens
 * it and moves to its first link.
 */
export function MainMenu({ items, className }: MainMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={`${styles.nav} ${className ?? ''}`} aria-label={t('header.mainNav')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <TopItem key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function TopItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const topRef = useRef<HTMLAnchorElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const href = menuItemHref(item.url) ?? '#';
  const hasChildren = item.children.length > 0;
  const color = safeColor(item.color);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasChildren) return;
    if (event.key === 'Escape') {
      setDismissed(true);
      topRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === topRef.current) {
      event.preventDefault();
      setDismissed(false);
      // Wait for the dropdown to become visible before focusing into it.
      requestAnimationFrame(() => dropdownRef.current?.querySelector<HTMLElement>('a[href]')?.focus());
    }
  };

  return (
    <li
      className={`${styles.item} ${hasChildren ? styles.hasDropdown : ''} ${dismissed ? styles.dismissed : ''}`}
      style={color ? ({ '--item-color': color } as CSSProperties) : undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
      }}
    >
      <NavLink ref={topRef} to={href} className={styles.topLink} onClick={() => setDismissed(true)}>
        {item.label}
        {hasChildren ? <ChevronDown aria-hidden="true" size={16} className={styles.chevron} /> : null}
      </NavLink>
      {hasChildren ? (
        <div className={styles.dropdown} ref={dropdownRef}>
          <div className={`container ${styles.dropdownInner}`}>
            <div className={styles.dropdownHead}>
              <Link to={href} className={styles.showAll} onClick={() => setDismissed(true)}>
                {t('menu.showAll', { label: item.label })}
              </Link>
              {item.description ? <p className={styles.description}>{item.description}</p> : null}
            </div>
            <ul className={styles.columns}>
              {item.children.map((child) => (
                <li key={child.id} className={styles.column}>
                  <Link
                    to={menuItemHref(child.url) ?? '#'}
                    className={styles.childLink}
                    onClick={() => setDismissed(true)}
                  >
                    {child.label}
                  </Link>
                  {child.children.length > 0 ? (
                    <ul className={styles.grandchildren}>
                      {child.children.map((grandchild) => (
                        <li key={grandchild.id}>
                          <Link
                            to={menuItemHref(grandchild.url) ?? '#'}
                            className={styles.grandchildLink}
                            onClick={() => setDismissed(true)}
                          >
                            {grandchild.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </li>
  );
}
