import type { MenuItem } from '@shop/contract';
import { ChevronDown } from 'lucide-react';
import { type CSSProperties, useId, useState } from 'react';
import { menuItemHref } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from '../../../lib/router';
import { MENU_MAX_DEPTH, safeColor } from '../visible-items';
import styles from './menu-tree.module.css';

export interface MenuTreeProps {
  /** Already filtered with `visibleMenuItems`. */
  items: MenuItem[];
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The expandable three-level category tree of the drawer. */
export function MenuTree({ items, onNavigate }: MenuTreeProps) {
  return (
    <ul className={styles.tree}>
      {items.map((item) => (
        <TreeNode key={item.id} item={item} level={1} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function TreeNode({
  item,
  level,
  onNavigate,
}: {
  item: MenuItem;
  level: number;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = level < MENU_MAX_DEPTH && item.children.length > 0;
  const color = level === 1 ? safeColor(item.color) : undefined;
  return (
    <li
      className={`${styles.node} ${styles[`level${level}`] ?? ''}`}
      style={color ? ({ '--item-color': color } as CSSProperties) : undefined}
    >
      <div className={styles.row}>
        <NavLink to={menuItemHref(item.url) ?? '#'} className={styles.link} onClick={onNavigate}>
          {item.label}
        </NavLink>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'menu.collapse' : 'menu.expand', { label: item.label })}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown aria-hidden="true" size={20} className={open ? styles.chevronOpen : styles.chevron} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} className={styles.children} hidden={!open}>
          {item.children.map((child) => (
            <TreeNode key={child.id} item={child} level={level + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
