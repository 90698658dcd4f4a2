import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import styles from './onboarding.module.css';
import { emptyRow, type StepKind, type TableRow } from './onboarding-table';
import type { RowError } from './onboarding-validation';
import { RowCells } from './row-cells';
import type { RejectedColumn } from './save-error';

interface StepTableProps {
  kind: StepKind;
  rows: readonly TableRow[];
  month: IsoMonth;
  errors: ReadonlyMap<string, readonly RowError[]>;
  showErrors: boolean;
  /** Rows the last save was refused for, by row id. */
  rejections: ReadonlyMap<string, { column: RejectedColumn; message: string }>;
  onRowsChange: (rows: TableRow[]) => void;
}

/** Rows drawn at once: an imported sheet of thousands of lines must not freeze the page on render. */
const PAGE_ROWS = 100;

const COLUMNS = ['date', 'category', 'value', 'description', 'repetition', 'instalments'] as const;

/** The form table of one step, with its predefined category names offered while typing. */
export function StepTable({
  kind,
  rows,
  month,
  errors,
  showErrors,
  rejections,
  onRowsChange,
}: StepTableProps) {
  const { t } = useTranslation();
  const names = t(`onboarding:predefined.${kind}`, { returnObjects: true }) as string[];
  const [paged, setShown] = useState(PAGE_ROWS);
  // A row flagged after Next is always drawn, however far down the imported sheet it sits.
  const lastFlagged = rows.findLastIndex(
    (row) => (showErrors && errors.has(row.id)) || rejections.has(row.id),
  );
  const shown = Math.max(paged, lastFlagged + 1);
  const hidden = rows.length - shown;
  const replace = (index: number, row: TableRow) =>
    onRowsChange(rows.map((old, at) => (at === index ? row : old)));
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('onboarding:table.caption', { step: t(`onboarding:steps.${kind}`) })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`onboarding:table.${column}`)}
                </th>
              ))}
              <th>
                <span className="visually-hidden">{t('onboarding:table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row, index) => (
              <RowCells
                key={row.id}
                row={row}
                line={index + 1}
                month={month}
                errors={errors.get(row.id) ?? []}
                showErrors={showErrors}
                rejection={rejections.get(row.id)}
                onChange={(changed) => replace(index, changed)}
                onRemove={() => onRowsChange(rows.filter((_, at) => at !== index))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <datalist id={`onboarding-categories-${kind}`}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div>
        {hidden > 0 ? (
          <Button variant="ghost" size="small" onClick={() => setShown(shown + PAGE_ROWS)}>
            {t('onboarding:buttons.showMore', { count: Math.min(hidden, PAGE_ROWS), total: hidden })}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setShown(rows.length + 1);
            onRowsChange([...rows, emptyRow(kind)]);
          }}
        >
          {t('onboarding:buttons.newRow')}
        </Button>
      </div>
    </>
  );
}
