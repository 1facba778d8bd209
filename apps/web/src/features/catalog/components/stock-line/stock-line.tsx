import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { stockLevel } from '../../stock';
import styles from './stock-line.module.css';

export interface StockLineProps {
  stock: number;
  /** Unit of measure (`ks`). */
  unit: string;
  className?: string;
}

/**
 * "Skladom menej ako 50 ks" / "Skladom viac ako 1000 ks" / "Na objednávku"
 * (docs/requirements/catalogue.md §Stock display).
 */
export function StockLine({ stock, unit, className }: StockLineProps) {
  const { t } = useTranslation();
  const level = stockLevel(stock);
  const text =
    level.kind === 'onOrder'
      ? t('catalog.stock.onOrder')
      : t(level.kind === 'moreThan' ? 'catalog.stock.moreThan' : 'catalog.stock.lessThan', {
          value: level.threshold,
          unit,
        });
  const inStock = level.kind !== 'onOrder';
  return (
    <p className={`${styles.stock} ${inStock ? styles.inStock : styles.onOrder} ${className ?? ''}`}>
      {inStock ? <CircleCheck aria-hidden="true" size={16} /> : <Clock aria-hidden="true" size={16} />}
      <span>
        <span className="visually-hidden">{t('catalog.stockLabel')}: </span>
        {text}
      </span>
    </p>
  );
}
