import { TOOLTIP_DELAY_MS } from '@shop/contract';
import { Info } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './tooltip.module.css';

/**
 * An info button whose text appears after TOOLTIP_DELAY_MS of hover or focus (750 ms:
 * docs/requirements/cart-and-checkout.md §Checkout steps).
 * The text is always the button's description (aria-describedby), so screen readers get it
 * without waiting; Escape hides it.
 */
export function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the wrapper keeps the tooltip open over its text
    <span className={styles.wrap} onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        <Info size={16} aria-hidden="true" />
      </button>
      <span id={id} role="tooltip" className={styles.tooltip} data-open={open || undefined}>
        {children}
      </span>
    </span>
  );
}
