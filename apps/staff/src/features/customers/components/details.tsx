import type { ReactNode } from 'react';

/** Label–value pairs of a record (a description list); empty values read as a dash. */
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term} className="details__row">
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
