import { useSearchParams } from 'react-router';
import type { SortingState } from '../components/data-table';

/** A table's sort in the URL: `name` (ascending) or `-name` (descending), one column. */
export function sortingFromParam(value: string | null, fallback: string): SortingState {
  const text = value || fallback;
  return [{ id: text.replace(/^-/, ''), desc: text.startsWith('-') }];
}

export function sortingToParam(sorting: SortingState): string {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : '';
}

/**
 * A table's sort kept in the URL's `sort` (replacing the history entry, so Back leaves the
 * screen rather than undoing sorts): `[sorting, onSortingChange]` for a DataTable.
 */
export function useSortParam(fallback: string): [SortingState, (next: SortingState) => void] {
  const [params, setParams] = useSearchParams();
  const change = (next: SortingState) =>
    setParams(
      (p) => {
        p.set('sort', sortingToParam(next));
        return p;
      },
      { replace: true },
    );
  return [sortingFromParam(params.get('sort'), fallback), change];
}
