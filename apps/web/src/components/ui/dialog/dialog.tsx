import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../hooks/use-focus-trap';
import { useScrollLock } from '../../../hooks/use-scroll-lock';
import { useTranslation } from '../../../lib/i18n';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name (and visible heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  /** Accessible name of the close button (default "Zavrieť"). */
  closeLabel?: string;
  /** `fullscreen` covers the viewport on a dark backdrop (image viewer). */
  size?: 'default' | 'fullscreen';
  /** Focused on open; otherwise the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close; otherwise whatever had focus before the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Keys inside the dialog (Escape is handled already). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog in a portal: Escape, the close button and the backdrop close it; focus is
 * trapped inside and returned afterwards; page scroll is locked. Mounted only while open.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  size = 'default',
  initialFocusRef,
  returnFocusRef,
  onKeyDown,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(true);
  useFocusTrap(panelRef, true, {
    initialFocus: initialFocusRef ?? closeRef,
    ...(returnFocusRef ? { returnFocus: returnFocusRef } : {}),
  });

  return (
    <div className={`${styles.root} ${styles[size]}`}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`${styles.panel} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
            return;
          }
          onKeyDown?.(event);
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel ?? t('dialog.close')}
          >
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
