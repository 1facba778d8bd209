import type { PriceGroup } from '@shop/contract';
import type { ComponentProps } from 'react';
import { t } from '../../../lib/i18n';

/** The value of "no price group" in a select (a select's values are text). */
export const NO_GROUP = '';

export const groupIdOf = (value: string): number | null => (value === NO_GROUP ? null : Number(value));
export const groupValue = (group: { id: number } | null) => (group ? String(group.id) : NO_GROUP);

/**
 * The price groups, and "none (list prices)", as a select. `current` stays a choice even when the
 * list has not loaded yet (a select keeps a value only among its options).
 */
export function PriceGroupSelect({
  groups,
  current,
  ...props
}: ComponentProps<'select'> & { groups: PriceGroup[] | undefined; current?: { id: number; name: string } | null }) {
  const list = groups ?? [];
  const extra = current && !list.some((g) => g.id === current.id) ? [current] : [];
  return (
    <select {...props}>
      {[...extra, ...list].map((g) => (
        <option key={g.id} value={String(g.id)}>
          {g.name}
        </option>
      ))}
      <option value={NO_GROUP}>{t('customers.noGroup')}</option>
    </select>
  );
}
