import { useSearchParams } from 'react-router';
import type { SortingState } from '../components/data-table';
import { sortingToParam } from './sorting';

/**
 * A server-paged list's state in the URL (filters, `sort`, the keyset cursor `after`):
 * `withParams` builds a link to the same list with something changed, `sortBy` sets another
 * ordering, which starts at the first page.
 */
export function useListUrl() {
  const [params, setParams] = useSearchParams();
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const sortBy = (sorting: SortingState) =>
    setParams(
      new URLSearchParams(
        withParams((p) => {
          p.set('sort', sortingToParam(sorting));
          p.delete('after');
        }),
      ),
    );
  return { params, setParams, withParams, sortBy };
}
