import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui';
import { useTranslation } from '../../../lib/i18n';
import type { PacketaSelection } from '../model/checkout-state';
import { loadPacketaWidget, type PacketaWidget, pickPacketaPoint } from '../model/packeta';
import styles from './checkout.module.css';

/**
 * The Packeta point for an is_packeta method. Mounted only while such a method is chosen, so the
 * widget script is requested only then (and only with a key: the CSP allows the widget's host
 * only when the shop has one).
 */
export function PacketaPicker({
  apiKey,
  selected,
  onPick,
  invalid,
  errorId,
}: {
  apiKey: string | null;
  selected: PacketaSelection | null;
  onPick: (point: PacketaSelection) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t } = useTranslation();
  const [widget, setWidget] = useState<PacketaWidget | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [picking, setPicking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure
  useEffect(() => {
    if (!apiKey) return;
    let live = true;
    setFailed(false);
    loadPacketaWidget().then(
      (loaded) => live && setWidget(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apiKey, attempt]);

  if (!apiKey) {
    return <p className={styles.error}>{t('checkout.packeta.unavailable')}</p>;
  }

  const pick = async () => {
    if (!widget) return;
    setPicking(true);
    try {
      const point = await pickPacketaPoint(widget, apiKey);
      if (point) onPick(point);
    } finally {
      setPicking(false);
    }
  };

  return (
    <div className={styles.packeta}>
      {selected ? (
        <div className={styles.choiceCard} aria-live="polite">
          <MapPin size={20} aria-hidden="true" className={styles.choiceIcon} />
          <div className={styles.choiceText}>
            <span className={styles.choiceLabel}>{t('checkout.packeta.selected')}</span>
            <strong>{selected.name}</strong>
            <span className={styles.muted}>
              {selected.line1}
              {selected.line2 ? (
                <>
                  <br />
                  {selected.line2}
                </>
              ) : null}
            </span>
          </div>
        </div>
      ) : null}
      {failed ? (
        <div className={styles.inlineError} role="alert">
          <p className={styles.error}>{t('checkout.packeta.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Button
          variant={selected ? 'secondary' : 'primary'}
          icon={<MapPin size={18} aria-hidden="true" />}
          loading={!widget || picking}
          aria-describedby={invalid ? errorId : undefined}
          onClick={pick}
        >
          {selected ? t('checkout.packeta.change') : t('checkout.packeta.choose')}
        </Button>
      )}
    </div>
  );
}
