import { FlexRender, type Header, type SortingState, useTable } from '@tanstack/react-table';
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import { EmptyState } from '@/ui/empty-state';
import { orderByDate } from './filters';
import {
  CELL_CLASS,
  COLUMNS,
  FAMILY_COLUMNS,
  features,
  RowContext,
  type RowContextValue,
} from './transaction-columns';
import styles from './transactions.module.css';
import { usePrinting } from './use-printing';

export const ROW_HEIGHT = 52;
const NEWEST_FIRST: SortingState = [{ id: 'date', desc: true }];

interface TransactionListProps extends RowContextValue {
  /** Stable between renders (memoised by the screen): a new array rebuilds the row model. */
  rows: readonly Transaction[];
  label: string;
  family: boolean;
  /** A row chosen in the history search: scrolled into view and marked as the current one. */
  highlightId?: string;
}

const getRowId = (row: Transaction) => row._id;

/**
 * Starts one of the virtualizer's observers once the frame it mounted in has been painted. Started
 * in React's commit, as by default, its first reading of the scroller's size and scroll offset made
 * the browser lay out the whole page inside the commit's task, the longest of the screen's load on a
 * phone (decision 423); until then the virtualizer works from `initialRect` and offset 0, which is
 * where a list mounts.
 */
function afterPaint<Args extends unknown[]>(
  observe: (...args: Args) => undefined | (() => void),
): (...args: Args) => () => void {
  return (...args) => {
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        stop = observe(...args) ?? undefined;
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop?.();
    };
  };
}

const observeRectAfterPaint = afterPaint(observeElementRect<HTMLDivElement>);
const observeOffsetAfterPaint = afterPaint<Parameters<typeof observeElementOffset<HTMLDivElement>>>(
  (instance, report) => {
    const stop = observeElementOffset(instance, report);
    // TanStack's offset observer waits for the next scroll event: one made between the mount and
    // now would leave blank rows until the person scrolls again.
    const offset = instance.scrollElement?.scrollTop ?? 0;
    if (offset !== 0) report(offset, false);
    return stop;
  },
);

const scrolledOnce = new WeakSet<Element>();

/**
 * The virtualizer's scroll writes, less the one it makes on mount: it scrolls the new scroller to
 * offset 0, where a new element already is, and `scrollTo` made the browser lay out the whole page
 * inside React's commit, 100-138 ms of the load's longest task at a phone's speed (decision 380).
 * Every later write, and a first one to any other offset, goes through.
 */
const scrollAfterMount: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const element = instance.scrollElement;
  if (element && !scrolledOnce.has(element)) {
    scrolledOnce.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

/** A row to draw: its place in the model, and its offset in the scroller (none in the page's flow). */
interface DrawnRow {
  index: number;
  start: number | null;
}

const inFlow = (count: number): DrawnRow[] =>
  Array.from({ length: count }, (_, index) => ({ index, start: null }));

/** The column's title as a button; the header cell's aria-sort tells which way it is sorted. */
function SortableTitle({ header }: { header: Header<typeof features, Transaction, unknown> }) {
  const sorted = header.column.getIsSorted();
  return (
    <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
      <FlexRender header={header} />
      <span aria-hidden="true">{sorted === 'asc' ? ' ↑' : ' ↓'}</span>
    </button>
  );
}

/**
 * The month's rows as a TanStack table (sortable by date) in a real `<table>` whose body holds only
 * the rows in view, absolutely placed in a body as tall as all rows, so thousands of rows scroll as
 * smoothly as ten; aria-rowcount and aria-rowindex keep the true count and positions. On paper every
 * row is built, in the page's flow (decision 038).
 */
export const TransactionList = memo(function TransactionList({
  rows,
  label,
  family,
  highlightId,
  ...context
}: TransactionListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  const newestFirst = sorting[0]?.desc ?? true;
  const ordered = useMemo(() => orderByDate(rows, newestFirst), [rows, newestFirst]);
  const table = useTable({
    features,
    columns: family ? FAMILY_COLUMNS : COLUMNS,
    data: ordered,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    manualSorting: true,
  });
  const model = table.getRowModel().rows;
  const printing = usePrinting();
  const virtualizer = useVirtualizer({
    count: model.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // The scroller's largest height (CSS: min(60vh, 640px)), so the first render already holds the
    // rows in view instead of waiting for the scroller to be measured.
    initialRect: { width: 0, height: 640 },
    observeElementRect: observeRectAfterPaint,
    observeElementOffset: observeOffsetAfterPaint,
    scrollToFn: scrollAfterMount,
    getItemKey: (index) => model[index]?.id ?? index,
    // Rows beyond the scroller's edge: 4 (208 px) keep a scroll from showing blanks, and each one is
    // rendered in a month change's first frame before anyone can see it (in a 1280×800 window, 8 made
    // that frame 18 rows for the 10 in view; 4 make it 14).
    overscan: 4,
  });
  const scrolledTo = useRef<string | undefined>(undefined);
  // The row a history search opened takes the focus once it is drawn, so a keyboard or screen reader
  // user lands on it, not on the page's top.
  const focusedRow = useRef<string | undefined>(undefined);
  const focusHighlighted = useCallback(
    (element: HTMLTableRowElement | null) => {
      if (!element || !highlightId || focusedRow.current === highlightId) return;
      focusedRow.current = highlightId;
      element.focus({ preventScroll: true });
    },
    [highlightId],
  );
  useEffect(() => {
    if (!highlightId || scrolledTo.current === highlightId) return;
    const index = model.findIndex((row) => row.id === highlightId);
    if (index < 0) return;
    scrolledTo.current = highlightId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [highlightId, model, virtualizer]);
  if (rows.length === 0) return <EmptyState />;
  const drawn: readonly DrawnRow[] = printing ? inFlow(model.length) : virtualizer.getVirtualItems();
  return (
    <div ref={scroller} className={styles.scroller} data-testid="transaction-scroller">
      <table
        aria-label={label}
        aria-rowcount={model.length + 1}
        className={styles.table}
        data-family={family}
      >
        <thead className={styles.thead}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className={`${styles.row} ${styles.head}`}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SortableTitle header={header} />
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <RowContext.Provider value={{ ...context, t }}>
          <tbody
            className={styles.tbody}
            style={printing ? undefined : { height: virtualizer.getTotalSize() }}
          >
            {drawn.map((item) => {
              const row = model[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  aria-rowindex={item.index + 2}
                  className={row.id === highlightId ? `${styles.row} ${styles.highlighted}` : styles.row}
                  aria-current={row.id === highlightId || undefined}
                  ref={row.id === highlightId ? focusHighlighted : undefined}
                  tabIndex={row.id === highlightId ? -1 : undefined}
                  style={item.start === null ? undefined : { transform: `translateY(${item.start}px)` }}
                  data-testid="transaction-row"
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={CELL_CLASS[cell.column.id]}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </RowContext.Provider>
      </table>
    </div>
  );
});
