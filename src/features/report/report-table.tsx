import {
  type ColumnDef,
  createColumnHelper,
  FlexRender,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import styles from './report.module.css';

const features = tableFeatures({});
type Features = typeof features;

export interface ReportColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and percentages line up on the right. */
  numeric?: boolean;
}

/** A small read-only TanStack table: the first column names the row (a row header). */
export function ReportTable<Row extends RowData>({
  label,
  rows,
  columns,
  rowId,
}: {
  label: string;
  rows: Row[];
  columns: readonly ReportColumn<Row>[];
  rowId: (row: Row) => string;
}) {
  const definitions = useMemo(() => {
    const helper = createColumnHelper<Features, Row>();
    return columns.map((column) =>
      helper.display({
        id: column.id,
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
      }),
    ) as ColumnDef<Features, Row>[];
  }, [columns]);
  const table = useTable({ features, columns: definitions, data: rows, getRowId: rowId });
  const numeric = new Set(columns.filter((column) => column.numeric).map((column) => column.id));
  const alignOf = (id: string) => (numeric.has(id) ? styles.numeric : undefined);
  return (
    // Wider than a phone, the table scrolls sideways in its own box; focusable, so a keyboard can
    // scroll it too (a region named like its table, decision 097).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keys.
    <section className={styles.tableScroll} aria-label={label} tabIndex={0}>
      <table aria-label={label} className={styles.table}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={alignOf(header.column.id)}>
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              {row.getAllCells().map((cell, index) =>
                index === 0 ? (
                  <th key={cell.id} scope="row">
                    <FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={alignOf(cell.column.id)}>
                    <FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
