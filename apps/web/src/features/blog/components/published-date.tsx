import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { formatLongDate } from '../format-date';
import styles from './published-date.module.css';

/** "Published 5. marca 2026" in a <time> element. */
export function PublishedDate({ publish, className }: { publish: string; className?: string }) {
  const { t } = useTranslation();
  const text = formatLongDate(publish);
  if (!text) return null;
  return (
    <p className={`${styles.date} ${className ?? ''}`}>
      <CalendarDays aria-hidden="true" size={16} />
      <span className="visually-hidden">{t('blog.published')} </span>
      <time dateTime={publish}>{text}</time>
    </p>
  );
}
