import { t } from '../../../lib/i18n';

/**
 * Move up, move down and delete for one image or attachment in its list; each button's name ends
 * with the item's name (visually hidden), so a screen reader tells the rows apart.
 */
export function ItemActions(props: {
  name: string;
  pending: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { name, pending } = props;
  return (
    <div className="actions">
      <button
        type="button"
        className="button button--quiet"
        disabled={pending || props.first}
        onClick={() => props.onMove(-1)}
      >
        {t('media.moveUp')} <span className="visually-hidden">({name})</span>
      </button>
      <button
        type="button"
        className="button button--quiet"
        disabled={pending || props.last}
        onClick={() => props.onMove(1)}
      >
        {t('media.moveDown')} <span className="visually-hidden">({name})</span>
      </button>
      <button type="button" className="button button--danger" disabled={pending} onClick={props.onDelete}>
        {t('media.delete')} <span className="visually-hidden">({name})</span>
      </button>
    </div>
  );
}
