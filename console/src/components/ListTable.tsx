// Tables and lists read from the API: the columns a page declares, and around a paged list its error box, the
// empty state and the "Load more" button.
import type { ReactNode } from 'react';
import type { List } from '../hooks';
import { Empty, ErrorBox, MoreButton } from './common';

export interface Column<T> {
  /** The header cell (give an action column a visually hidden name). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A number column: aligned right. */
  num?: boolean;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /**
   * At a phone's width, one block per row, each cell under its column's name (a text header), instead of a table
   * scrolled sideways within its box.
   */
  reflow?: boolean;
}

export function Table<T>({ rows, columns, rowKey, reflow }: TableProps<T> & { rows: T[] }) {
  return (
    <div className={reflow ? 'table-wrap reflow' : 'table-wrap'}>
      <table>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.num ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => (
                <td
                  key={i}
                  className={c.num ? 'num' : undefined}
                  data-label={reflow && typeof c.header === 'string' ? c.header : undefined}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A paged list in any markup (`children`): its error, `empty` when it has no rows, and "Load more". */
export function ListView<T>({ list, empty, children }: { list: List<T>; empty: string; children: ReactNode }) {
  return (
    <>
      <ErrorBox error={list.error} />
      {children}
      {!list.loading && !list.error && list.rows.length === 0 && <Empty>{empty}</Empty>}
      <MoreButton list={list} />
    </>
  );
}

/** A paged list as a table. */
export function ListTable<T>({ list, empty, ...table }: TableProps<T> & { list: List<T>; empty: string }) {
  return (
    <ListView list={list} empty={empty}>
      <Table rows={list.rows} {...table} />
    </ListView>
  );
}
