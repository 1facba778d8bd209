import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import styles from './home-shortcuts.module.css';

export interface HomeShortcut {
  /** `ezs`, `cctv` … (HOME_SHORTCUTS). */
  code: string;
  label: string;
  href: string;
  /** Plain CSS colours, checked by the caller. */
  color?: string | undefined;
  bgColor?: string | undefined;
}

/** The five category shortcuts under the slideshow (EZS, CCTV, EVS, EPS, SKS). */
export function HomeShortcuts({ items }: { items: HomeShortcut[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('home.shortcutsTitle')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.code}>
            <Link
              to={item.href}
              className={styles.link}
              style={
                {
                  ...(item.color ? { '--shortcut-color': item.color } : {}),
                  ...(item.bgColor ? { '--shortcut-bg': item.bgColor } : {}),
                } as CSSProperties
              }
            >
              <span className={styles.code} aria-hidden="true">
                {item.code.toUpperCase()}
              </span>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
