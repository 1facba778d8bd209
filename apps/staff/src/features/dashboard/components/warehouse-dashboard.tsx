import type { WarehouseDashboard as WarehouseFigures } from '@shop/contract';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatDayLong } from '../days';
import { FigureCard, FiguresSection } from './figure-card';

/** The warehouse: orders that came today and this week, and what waits to be picked — counts only. */
export function WarehouseDashboard({ figures }: { figures: WarehouseFigures | undefined }) {
  const loading = figures === undefined;
  return (
    <FiguresSection title={t('dashboard.warehouse')} asOf={figures?.asOf} note={t('dashboard.warehouseNote')}>
      <FigureCard
        title={t('dashboard.received')}
        subtitle={figures && formatDayLong(figures.today.day)}
        loading={loading}
        rows={[
          { label: t('dashboard.today'), value: figures && formatNumber(figures.today.orders) },
          { label: t('dashboard.week'), value: figures && formatNumber(figures.week.orders) },
        ]}
      />
      <FigureCard
        title={t('dashboard.queue')}
        loading={loading}
        rows={[
          { label: t('dashboard.waiting'), value: figures && formatNumber(figures.waiting) },
          { label: t('dashboard.toShip'), value: figures && formatNumber(figures.toShip) },
          { label: t('dashboard.toPickup'), value: figures && formatNumber(figures.toPrepareForPickup) },
        ]}
      />
    </FiguresSection>
  );
}
