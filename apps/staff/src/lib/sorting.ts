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
