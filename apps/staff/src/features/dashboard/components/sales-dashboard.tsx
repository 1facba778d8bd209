import type { DashboardDay, SalesDashboard as SalesFigures } from '@shop/contract';
import { lazy, Suspense, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatDay, formatDayLong } from '../days';
import { FigureCard, FiguresSection } from './figure-card';

// uPlot comes with the chart only, and the table (TanStack Table) when it is opened: the home
// screen's first load stays small.
const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));
const RevenueTable = lazy(() => import('./revenue-table').then((m) => ({ default: m.RevenueTable })));

/** The queue of registrations to approve (its screen is the customers' part of the back office). */
export const REGISTRATIONS_PATH = '/customers/registrations';

/** A sentence of what the chart shows: the period, its totals and its best day. */
export function chartSummary(days: readonly DashboardDay[]): string {
  const from = formatDay(days[0]?.day ?? '');
  const to = formatDay(days.at(-1)?.day ?? '');
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  if (orders === 0) return t('dashboard.chartEmpty', { from, to });
  const best = days.reduce((top, d) => (d.revenueExcVatCents > top.revenueExcVatCents ? d : top));
  return t('dashboard.chartSummary', {
    from,
    to,
    orders: formatNumber(orders),
    revenue: formatCents(days.reduce((sum, d) => sum + d.revenueExcVatCents, 0)),
    bestDay: formatDay(best.day),
    best: formatCents(best.revenueExcVatCents),
  });
}

/**
 * Sales and admin: today and this week (orders, revenue excl. VAT), registrations waiting,
 * the overdue balance, and the chart of 90 days with its numbers as a table behind a toggle
 * (kept in the URL, `?data=1`, with the table's sort).
 */
export function SalesDashboard({ figures }: { figures: SalesFigures | undefined }) {
  const loading = figures === undefined;
  const [params, setParams] = useSearchParams();
  const tableShown = params.get('data') === '1';
  const ids = { chart: useId(), summary: useId(), table: useId() };
  const toggleTable = () =>
    setParams(
      (p) => {
        if (tableShown) {
          p.delete('data');
          p.delete('sort');
        } else p.set('data', '1');
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <FiguresSection title={t('dashboard.figures')} asOf={figures?.asOf} note={t('dashboard.revenueNote')}>
        <FigureCard
          title={t('dashboard.today')}
          subtitle={figures && formatDayLong(figures.today.day)}
          loading={loading}
          rows={[
            { label: t('dashboard.orders'), value: figures && formatNumber(figures.today.orders) },
            { label: t('dashboard.revenue'), value: figures && formatCents(figures.today.revenueExcVatCents) },
          ]}
        />
        <FigureCard
          title={t('dashboard.week')}
          subtitle={figures && t('dashboard.weekFrom', { day: formatDay(figures.week.from) })}
          loading={loading}
          rows={[
            { label: t('dashboard.orders'), value: figures && formatNumber(figures.week.orders) },
            { label: t('dashboard.revenue'), value: figures && formatCents(figures.week.revenueExcVatCents) },
          ]}
        />
        <FigureCard
          title={t('dashboard.registrations')}
          loading={loading}
          rows={[
            {
              label: t('dashboard.registrationsWaiting'),
              value: figures && formatNumber(figures.registrationsWaiting),
            },
          ]}
        >
          <Link className="figure-card__link" to={REGISTRATIONS_PATH}>
            {t('dashboard.registrationsLink')}
          </Link>
        </FigureCard>
        <FigureCard
          title={t('dashboard.overdue')}
          loading={loading}
          rows={[
            { label: t('dashboard.overdueInvoices'), value: figures && formatNumber(figures.overdue.invoices) },
            { label: t('dashboard.overdueBalance'), value: figures && formatCents(figures.overdue.balanceCents) },
          ]}
        />
      </FiguresSection>

      <section className="dashboard-chart" aria-labelledby={ids.chart}>
        <h2 id={ids.chart}>{t('dashboard.chartTitle')}</h2>
        <p id={ids.summary}>{figures ? chartSummary(figures.revenueByDay) : '\u00a0'}</p>
        <div className="dashboard-chart__frame">
          {figures ? (
            <Suspense fallback={<ChartPlaceholder />}>
              <RevenueChart days={figures.revenueByDay} describedBy={ids.summary} />
            </Suspense>
          ) : (
            <ChartPlaceholder />
          )}
        </div>
        <button
          type="button"
          className="button button--quiet"
          aria-expanded={tableShown}
          aria-controls={ids.table}
          onClick={toggleTable}
        >
          {tableShown ? t('dashboard.hideTable') : t('dashboard.showTable')}
        </button>
        <div id={ids.table} hidden={!tableShown}>
          {tableShown && (
            <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
              <RevenueTable days={figures?.revenueByDay} />
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}

function ChartPlaceholder() {
  return (
    <div className="dashboard-chart__placeholder" aria-busy="true">
      <span className="visually-hidden">{t('dashboard.chartLoading')}</span>
    </div>
  );
}
