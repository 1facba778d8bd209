import { t } from '../../../lib/i18n';

/** Moves an item of an ordered list by `by` places; the list unchanged at its ends. */
export function moved<T>(list: T[], index: number, by: number): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Up, down and remove for one item of an ordered list (buttons, so ordering works from the
 * keyboard); `name` says which item in the buttons' names ("Posunúť 2 vyššie").
 */
export function OrderButtons({
  name,
  removeLabel,
  onMove,
  onRemove,
}: {
  name: string | number;
  removeLabel: string;
  onMove(by: number): void;
  onRemove(): void;
}) {
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => onMove(-1)}>
        {t('content.home.up', { n: name })}
      </button>
      <button type="button" className="button button--quiet" onClick={() => onMove(1)}>
        {t('content.home.down', { n: name })}
      </button>
      <button type="button" className="button button--quiet" onClick={onRemove}>
        {removeLabel}
      </button>
    </>
  );
}
