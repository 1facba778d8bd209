import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected (a hidden tab loads nothing). */
  panel: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** The tablist's accessible name. */
  label: string;
  /** Controlled: the selected tab's id. */
  selected?: string;
  /** Uncontrolled start (default: the first tab). */
  defaultSelected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs (automatic activation): Left/Right arrows move and select, wrapping around;
 * Home/End jump to the first/last tab; only the selected tab is in the Tab order, and Tab from it
 * goes into the panel.
 */
export function Tabs({ items, label, selected, defaultSelected, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelected ?? items[0]?.id);
  const wanted = selected ?? own;
  const active = items.find((item) => item.id === wanted) ?? items[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  if (!active) return null;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string, focus = false) => {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === active.id);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  };

  return (
    <div className={`${styles.tabs} ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isActive = item.id === active.id;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isActive}
              aria-controls={isActive ? panelId(item.id) : undefined}
              tabIndex={isActive ? 0 : -1}
              className={`${styles.tab} ${isActive ? styles.active : ''}`}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable
        tabIndex={0}
        className={styles.panel}
      >
        {active.panel}
      </div>
    </div>
  );
}
