import { QUANTITY_MAX, QUANTITY_MIN } from '@shop/contract';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import styles from './amount-selector.module.css';

/** A typed amount brought into range: whole number, QUANTITY_MIN…QUANTITY_MAX; nonsense → the minimum. */
export function clampAmount(value: number | string, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value.replace(/\D+/g, ''), 10);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export interface AmountSelectorProps {
  value: number;
  onChange: (value: number) => void;
  /** The unit of measure (`ks`), shown after the field. */
  unit?: string;
  label?: string;
  min?: number;
  max?: number;
}

/**
 * Minus, a number field and plus (minus never goes below 1: docs/requirements/catalogue.md §Product page). Typing is
 * allowed; the value is brought into range as it is typed and when the field is left.
 */
export function AmountSelector({
  value,
  onChange,
  unit,
  label,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
}: AmountSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampAmount(raw, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.amount}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('product.amount')}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clampAmount(value - 1, min, max))}
          disabled={value <= min}
          aria-label={t('product.amountDecrease')}
          aria-controls={id}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const raw = event.target.value.replace(/\D+/g, '');
            // Over the maximum shows the maximum at once; an empty or zero field waits for the blur.
            setText(raw !== '' && Number(raw) > max ? String(max) : raw);
            if (raw !== '') {
              const next = clampAmount(raw, min, max);
              if (next !== value) onChange(next);
            }
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              onChange(clampAmount(value + 1, min, max));
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              onChange(clampAmount(value - 1, min, max));
            }
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clampAmount(value + 1, min, max))}
          disabled={value >= max}
          aria-label={t('product.amountIncrease')}
          aria-controls={id}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
