import type { DashboardDay } from '@shop/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCents, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatDayLong, formatDayMonth, isMonday } from '../days';

/** Height of the plot (the placeholder in dashboard.css has the same, so nothing moves). */
export const CHART_HEIGHT = 280;

// Bars in the app's primary blue (11:1 on white); axis text in its muted grey (7.5:1); the grid
// only guides the eye. One series, so no colour carries meaning; the chosen day is marked by the
// cursor line and named in text below.
const BAR = '#0b3a75';
const TEXT = '#4a5361';
const GRID = '#e1e5eb';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Room for one date on the day axis (`28. 11.` in FONT, with a gap), in CSS pixels. */
const LABEL_WIDTH = 52;

const euros = (value: number) => `${formatNumber(Math.round(value))}\u00a0€`;

/** A day's values as one sentence (the chosen day's text and the slider's value for screen readers). */
export const dayText = (d: DashboardDay) =>
  t('dashboard.dayValue', {
    day: formatDayLong(d.day),
    orders: formatNumber(d.orders),
    revenue: formatCents(d.revenueExcVatCents),
  });

/**
 * Revenue excl. VAT per day as bars (uPlot, in this lazily loaded chunk only). The plot is a
 * slider over the days for the keyboard and for screen readers: arrows move a day, Page Up/Down a
 * week, Home/End to the ends; its value text names the day, its orders and revenue, and the same
 * text is shown below the plot. Moving the mouse over the plot chooses the day under it.
 */
export function RevenueChart({ days, describedBy }: { days: DashboardDay[]; describedBy: string }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [index, setIndex] = useState(days.length - 1);
  const helpId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const mondays = days.flatMap((d, i) => (isMonday(d.day) ? [i] : []));
    const axis = { stroke: TEXT, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        legend: { show: false },
        scales: {
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 100] },
        },
        axes: [
          {
            ...axis,
            // Mondays, each where they fit, every second or third on a narrow screen (the last one always).
            splits: (u) => {
              const every = Math.ceil((mondays.length * LABEL_WIDTH) / Math.max(1, u.bbox.width / uPlot.pxRatio));
              return mondays.filter((_, k) => (mondays.length - 1 - k) % every === 0);
            },
            values: (_u, splits) => splits.map((i) => formatDayMonth(days[i]?.day ?? '')),
          },
          { ...axis, size: 84, values: (_u, splits) => splits.map(euros) },
        ],
        series: [
          {},
          {
            label: t('dashboard.revenue'),
            fill: BAR,
            stroke: BAR,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.75, 24] }),
            points: { show: false },
          },
        ],
        cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
        hooks: {
          setCursor: [
            (u) => {
              const i = u.cursor.idx;
              if (i !== null && i !== undefined) setIndex(i);
            },
          ],
        },
      },
      [days.map((_, i) => i), days.map((d) => d.revenueExcVatCents / 100)],
      element,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [days]);

  const choose = (next: number) => {
    const i = Math.max(0, Math.min(days.length - 1, next));
    setIndex(i);
    const chart = plot.current;
    const day = days[i];
    if (chart && day) {
      chart.setCursor({ left: chart.valToPos(i, 'x'), top: chart.valToPos(day.revenueExcVatCents / 100, 'y') });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      PageUp: index + 7,
      PageDown: index - 7,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const selected = days[index];
  const text = selected ? dayText(selected) : '';
  return (
    <>
      <div
        ref={box}
        className="revenue-chart"
        role="slider"
        tabIndex={0}
        aria-label={t('dashboard.chartDay')}
        aria-describedby={`${describedBy} ${helpId}`}
        aria-valuemin={1}
        aria-valuemax={days.length}
        aria-valuenow={index + 1}
        aria-valuetext={text}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        onFocus={() => choose(index)}
      />
      <p className="revenue-chart__chosen" data-testid="chart-day">
        {text}
      </p>
      <p id={helpId} className="revenue-chart__help">
        {t('dashboard.chartHelp')}
      </p>
    </>
  );
}
