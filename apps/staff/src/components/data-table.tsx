import {
  type ColumnDef,
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { t } from '../lib/i18n';

/**
 * The back office's table for lists people use all day (TanStack Table for the model; the
 * markup, keyboard use and accessibility are ours):
 *  - sortable headers are buttons inside the `<th>`, which carries `aria-sort`;
 *  - sorting is controlled by the caller (keep it in the URL); with `manualSorting` the server
 *    sorts and the rows are shown as given, otherwise the table sorts the rows it has;
 *  - rows have a fixed height and, while `data` is undefined, `skeletonRows` placeholder rows of
 *    the same height, so nothing moves when the data arrives; a refetch keeps the old rows and
 *    marks the table busy;
 *  - a row is opened through a link in its first cell (Enter on it), never by a click handler
 *    on the row, so keyboard and screen-reader users open it the same way;
 *  - the scroll container is focusable and named, so a wide table scrolls by keyboard too.
 */
const collator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });
/** Text in Slovak order (Čaba after Cyril, before Dana), not by code point. */
const sortFn_slovak = constructSortFn({
  sort: (a: unknown, b: unknown) => collator.compare(String(a ?? ''), String(b ?? '')),
});

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_slovak, datetime: sortFn_datetime, basic: sortFn_basic },
});
export type DataTableFeatures = typeof dataTableFeatures;

/** Columns for a DataTable: `const col = columnsFor<Row>(); const columns = col.columns([col.accessor('name', {...})])`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
export type { SortingState };

export interface DataTableProps<T extends RowData> {
  /** Names the table for assistive technology (visible above it unless `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: columns of different value types live in one list (TanStack's own typing).
  columns: ColumnDef<DataTableFeatures, T, any>[];
  /** undefined while the first load runs: skeleton rows are shown instead. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** The server sorted the rows (the sort is part of the request). */
  manualSorting?: boolean;
  /** A refetch is running (the rows shown are the previous ones). */
  busy?: boolean;
  /** How many placeholder rows while loading (the expected page size). */
  skeletonRows?: number;
  /** Shown in one row when there are no rows. */
  empty: string;
}

const EMPTY: never[] = [];

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { caption, columns, data, sorting, onSortingChange, manualSorting = false } = props;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: data ?? (EMPTY as T[]),
    getRowId: props.getRowId,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    manualSorting,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const loading = data === undefined;
  const leafColumns = table.getAllLeafColumns();
  const captionId = `${caption.replace(/\W+/g, '-')}-caption`;

  return (
    <div className="data-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="data-table__scroll" tabIndex={0} aria-labelledby={captionId}>
        <table aria-busy={loading || props.busy ? 'true' : 'false'}>
          <caption id={captionId} className={props.hideCaption ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  const canSort = column.getCanSort();
                  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th key={header.id} scope="col" aria-sort={canSort ? (ariaSort ?? 'none') : undefined}>
                      {canSort ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={column.getToggleSortingHandler()}
                          title={column.getNextSortingOrder() === 'desc' ? t('table.sortDesc') : t('table.sortAsc')}
                        >
                          {label}
                          <span aria-hidden="true" className="data-table__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: props.skeletonRows ?? 10 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
                <tr key={i} data-skeleton>
                  {leafColumns.map((column) => (
                    <td key={column.id}>
                      <span className="skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={leafColumns.length} className="data-table__empty">
                  {props.empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {loading && <p className="visually-hidden">{t('table.loading')}</p>}
    </div>
  );
}
