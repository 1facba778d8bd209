import { QUANTITY_MAX, QUANTITY_MIN } from '@shop/contract';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { parseQuantity, stepQuantity } from './quantity';
import styles from './quantity-selector.module.css';

export interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  /** The accessible name of the field (e.g. "Množstvo – Kamera X"); the visible label is optional. */
  label: string;
  showLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** The product's name, so the minus and plus buttons of many products on a page are told apart. */
  itemName?: string;
}

/**
 * Minus, a number field and plus (minus stops at 1, the contract caps at 9999:
 * docs/requirements/cart-and-checkout.md §Quantities).
 * Typing reports every usable value; an empty or invalid field goes back to the last value on blur.
 */
export function QuantitySelector({
  value,
  onChange,
  label,
  showLabel = false,
  disabled = false,
  size = 'md',
  itemName,
}: QuantitySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));

  // The value can change from outside (a refetched cart): show it unless the user is mid-edit with the same number.
  useEffect(() => {
    setText((current) => (parseQuantity(current) === value ? current : String(value)));
  }, [value]);

  const set = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={`${styles.selector} ${styles[size]}`}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          onClick={() => set(stepQuantity(value, -1))}
          disabled={disabled || value <= QUANTITY_MIN}
          aria-label={itemName ? t('cart.quantity.decreaseFor', { name: itemName }) : t('cart.quantity.decrease')}
          aria-controls={id}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-range`}
          onChange={(event) => {
            const raw = event.target.value;
            const parsed = parseQuantity(raw);
            // Over the maximum the field shows the maximum at once.
            setText(
              parsed !== null && parsed === QUANTITY_MAX && raw.replace(/\s/g, '') !== String(QUANTITY_MAX)
                ? String(parsed)
                : raw,
            );
            if (parsed !== null && parsed !== value) onChange(parsed);
          }}
          onBlur={() => {
            if (parseQuantity(text) === null) setText(String(value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              set(stepQuantity(value, 1));
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              set(stepQuantity(value, -1));
            }
          }}
        />
        <span id={`${id}-range`} className="visually-hidden">
          {t('cart.quantity.range', { min: QUANTITY_MIN, max: QUANTITY_MAX })}
        </span>
        <button
          type="button"
          className={styles.step}
          onClick={() => set(stepQuantity(value, 1))}
          disabled={disabled || value >= QUANTITY_MAX}
          aria-label={itemName ? t('cart.quantity.increaseFor', { name: itemName }) : t('cart.quantity.increase')}
          aria-controls={id}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
