import type { Warehouse } from '@shop/contract';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import styles from './checkout.module.css';
import { WarehouseAddress } from './warehouse-address';

/**
 * Pick-up: the warehouses as sale points. The chosen one shows alone with a "change" button;
 * choosing any one (the same one too) closes the change mode (docs/requirements/cart-and-checkout.md §Pick-up).
 */
export function SalePointPicker({
  warehouses,
  selectedId,
  onSelect,
  invalid,
  errorId,
}: {
  warehouses: readonly Warehouse[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const selected = warehouses.find((w) => w.id === selectedId);

  if (selected && !changing) {
    return (
      <div className={styles.choiceCard} aria-live="polite">
        <Store size={20} aria-hidden="true" className={styles.choiceIcon} />
        <div className={styles.choiceText}>
          <span className={styles.choiceLabel}>{t('checkout.salePoint.selected')}</span>
          <strong>{selected.name}</strong>
          <WarehouseAddress html={selected.address} className={styles.muted} />
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setChanging(true)}
          aria-label={t('checkout.salePoint.changeNamed', { name: selected.name })}
        >
          {t('checkout.salePoint.change')}
        </Button>
      </div>
    );
  }

  return (
    <ul className={styles.salePoints} aria-describedby={invalid ? errorId : undefined}>
      {warehouses.map((w) => (
        <li key={w.id} className={styles.salePoint} data-selected={w.id === selectedId || undefined}>
          <div className={styles.choiceText}>
            <strong>{w.name}</strong>
            <WarehouseAddress html={w.address} className={styles.muted} />
          </div>
          <Button
            variant={w.id === selectedId ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={w.id === selectedId}
            aria-label={t('checkout.salePoint.chooseNamed', { name: w.name })}
            onClick={() => {
              onSelect(w.id);
              setChanging(false);
            }}
          >
            {t('checkout.salePoint.choose')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
