import { type ReactNode, useId } from 'react';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../dashboard.css';

/**
 * One block of figures: a heading and label–value pairs (a description list, so a screen reader
 * reads each value with its label). While `loading`, each value is a placeholder of the same
 * height, so nothing moves when the figures arrive.
 */
export function FigureCard({
  title,
  subtitle,
  rows,
  loading,
  children,
}: {
  title: string;
  subtitle?: string | undefined;
  rows: { label: string; value: string | number | undefined }[];
  loading: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="figure-card" aria-labelledby={id}>
      <h3 id={id} className="figure-card__title">
        {title}
      </h3>
      <p className="figure-card__subtitle">{loading || !subtitle ? '\u00a0' : subtitle}</p>
      <dl className="figure-card__rows">
        {rows.map((row) => (
          <div key={row.label} className="figure-card__row">
            <dt>{row.label}</dt>
            <dd>{loading || row.value === undefined ? <span className="skeleton" data-skeleton /> : row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** The figures of a dashboard: a heading, when they were read, the cards and what they mean. */
export function FiguresSection({
  title,
  asOf,
  note,
  children,
}: {
  title: string;
  asOf: string | undefined;
  note: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const noteId = useId();
  return (
    <section className="dashboard" aria-labelledby={titleId} aria-describedby={noteId}>
      <h2 id={titleId}>{title}</h2>
      <p className="dashboard__as-of">{asOf ? t('dashboard.asOf', { time: formatDateTime(asOf) }) : '\u00a0'}</p>
      <div className="dashboard__cards">{children}</div>
      <p id={noteId} className="dashboard__note">
        {note}
      </p>
    </section>
  );
}
