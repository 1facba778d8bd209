import { Link } from 'react-router';

/**
 * The links of a keyset-paged list: back to the first page (when on a later one) and to the
 * next (when the reply has a cursor). Keyset pages have no numbers: a page is where a cursor is.
 */
export function KeysetPager({
  label,
  after,
  next,
  firstText,
  nextText,
  withParams,
}: {
  label: string;
  after: string | undefined;
  next: string | null | undefined;
  firstText: string;
  nextText: string;
  withParams: (change: (p: URLSearchParams) => void) => string;
}) {
  return (
    <nav className="pager" aria-label={label}>
      {after && <Link to={withParams((p) => p.delete('after'))}>{firstText}</Link>}
      {next && <Link to={withParams((p) => p.set('after', next))}>{nextText}</Link>}
    </nav>
  );
}
