import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useFocusTrap } from '../../../hooks/use-focus-trap';
import { useScrollLock } from '../../../hooks/use-scroll-lock';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Gets focus back on close (the button that opened the drawer). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  side?: 'left' | 'right';
  id?: string;
  children: ReactNode;
}

/**
 * A slide-in modal panel: Escape, the close button and the backdrop close it; focus stays inside
 * while open and returns to the opener; page scroll is locked. It stays mounted (inert and hidden
 * when closed) so it can slide out.
 */
export function Drawer({ open, onClose, title, closeLabel, returnFocusRef, side = 'left', id, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useFocusTrap(panelRef, open, { initialFocus: closeRef, ...(returnFocusRef ? { returnFocus: returnFocusRef } : {}) });

  return (
    <div
      className={`${styles.root} ${open ? styles.open : ''} ${side === 'right' ? styles.right : ''}`}
      inert={!open}
      aria-hidden={open ? undefined : true}
      data-state={open ? 'open' : 'closed'}
    >
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
