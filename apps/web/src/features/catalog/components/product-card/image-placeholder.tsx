import { ImageOff } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import styles from './product-card.module.css';

/** Stands in for a missing product image, same square box. */
export function ImagePlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.placeholder} ${className ?? ''}`} role="img" aria-label={t('catalog.noImage')}>
      <ImageOff aria-hidden="true" size={40} />
    </span>
  );
}
