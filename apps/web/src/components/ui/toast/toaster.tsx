import { CircleCheck, CircleX, Info, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useToastStore } from './toast-context';
import type { ToastItem, ToastKind } from './toast-store';
import styles from './toaster.module.css';

const ICONS: Record<ToastKind, LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
  info: Info,
};

/** The bottom-right toast stack; render once near the root. */
export function Toaster() {
  const store = useToastStore();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { t } = useTranslation();
  return (
    <section className={styles.region} aria-label={t('toasts.regionLabel')}>
      <div className={styles.stack} role="status" aria-live="polite" aria-atomic="false">
        {items.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const store = useToastStore();
  const { t, i18n } = useTranslation();
  const Icon = ICONS[item.kind];
  // A key from sk.json, or a ready text passed through as is.
  const text = i18n.exists(item.message) ? String(t(item.message as never, item.values as never)) : item.message;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the auto-dismiss clock; closing is the button
    <div
      className={`${styles.toast} ${styles[item.kind]} ${item.leaving ? styles.leaving : ''}`}
      data-kind={item.kind}
      data-testid="toast"
      onMouseEnter={() => store.pause(item.id)}
      onMouseLeave={() => store.resume(item.id)}
      onFocus={() => store.pause(item.id)}
      onBlur={() => store.resume(item.id)}
    >
      <Icon className={styles.icon} aria-hidden="true" size={22} />
      <p className={styles.message}>
        <span className="visually-hidden">{t(`toasts.kind.${item.kind}`)}: </span>
        {text}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => store.dismiss(item.id)}
        aria-label={t('toasts.close')}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
