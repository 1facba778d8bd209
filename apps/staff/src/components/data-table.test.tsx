import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { columnsFor, DataTable, type SortingState } from './data-table';

interface Row {
  id: number;
  name: string;
  count: number;
}
const col = columnsFor<Row>();
const columns = col.columns([
  col.accessor('name', { header: 'Meno', sortFn: 'text' }),
  col.accessor('count', { header: 'Počet' }),
  col.display({ id: 'note', header: 'Poznámka', cell: () => '–', enableSorting: false }),
]);
const rows: Row[] = [
  { id: 1, name: 'Čaba', count: 3 },
  { id: 2, name: 'Adam', count: 10 },
  { id: 3, name: 'Zuzana', count: 1 },
];

function Harness({ data, manual = false }: { data: Row[] | undefined; manual?: boolean }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  return (
    <>
      <output data-testid="sorting">{JSON.stringify(sorting)}</output>
      <DataTable
        caption="Ľudia"
        columns={columns}
        data={data}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        manualSorting={manual}
        skeletonRows={4}
        empty="Nikto"
      />
    </>
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a named table whose sortable headers are buttons with aria-sort on the header cell', () => {
    render(<Harness data={rows} />);
    const table = screen.getByRole('table', { name: 'Ľudia' });
    const [name, count, note] = within(table).getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(count).toHaveAttribute('aria-sort', 'none');
    expect(note).not.toHaveAttribute('aria-sort');
    expect(within(name as HTMLElement).getByRole('button', { name: /Meno/ })).toBeInTheDocument();
    expect(within(note as HTMLElement).queryByRole('button')).toBeNull();
    expect(names()).toEqual(['Adam', 'Čaba', 'Zuzana']);
  });

  it('sorts by keyboard: Enter on a header button toggles the order', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    const button = screen.getByRole('button', { name: /Meno/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Zuzana', 'Čaba', 'Adam']);
    // numbers start with the largest (TanStack's default for numeric columns)
    await user.click(screen.getByRole('button', { name: /Počet/ }));
    expect(screen.getByTestId('sorting').textContent).toBe('[{"id":"count","desc":true}]');
    expect(names()).toEqual(['Adam', 'Čaba', 'Zuzana']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'none');
  });

  it('shows rows as given when the server sorts', () => {
    render(<Harness data={rows} manual />);
    expect(names()).toEqual(['Čaba', 'Adam', 'Zuzana']);
  });

  it('shows skeleton rows of the page size while loading, and marks the table busy', () => {
    const { container } = render(<Harness data={undefined} />);
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(4);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when there are no rows', () => {
    render(<Harness data={[]} />);
    expect(screen.getByRole('cell', { name: 'Nikto' })).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});
