import { useTranslation } from 'react-i18next';
import { formatDateBr, type IsoMonth } from '@/lib/dates';
import { moneyInputToCents } from '@/lib/masks';
import { formatMoneyNumber } from '@/lib/money';
import styles from './onboarding.module.css';
import {
  dateRange,
  REPETITIONS,
  type Repetition,
  type TableRow,
  withInstalments,
  withRepetition,
} from './onboarding-table';
import type { RowError } from './onboarding-validation';
import type { RejectedColumn } from './save-error';

interface RowCellsProps {
  row: TableRow;
  line: number;
  month: IsoMonth;
  errors: readonly RowError[];
  /** Shown only after a Next press, so a half-typed row is not flagged while typed. */
  showErrors: boolean;
  /** What the server refused on this row when it was last sent, on the cell it concerns. */
  rejection?: { column: RejectedColumn; message: string };
  onChange: (row: TableRow) => void;
  onRemove: () => void;
}

const has = (errors: readonly RowError[], ...which: RowError[]) =>
  which.some((error) => errors.includes(error));

/** One line of the form table: data, categoria, valor, descrição, rep, parc. */
export function RowCells({
  row,
  line,
  month,
  errors,
  showErrors,
  rejection,
  onChange,
  onRemove,
}: RowCellsProps) {
  const { t } = useTranslation();
  const range = dateRange(month);
  const label = (column: string) =>
    `${t(`onboarding:table.${column}`)} — ${t('onboarding:table.line', { line })}`;
  const shown = showErrors ? errors : [];
  const dateInvalid = has(shown, 'errors.date', 'errors.dateRange');
  const valueError = shown.find((error) => error === 'errors.value' || error === 'errors.valueTooHigh');
  const refused = (column: RejectedColumn) => (rejection?.column === column ? rejection.message : null);
  const refusal = (column: RejectedColumn) =>
    refused(column) ? <p className={styles.cellError}>{refused(column)}</p> : null;
  return (
    <tr>
      <td>
        <input
          type="date"
          aria-label={label('date')}
          min={range.min}
          max={range.max}
          value={row.date}
          aria-invalid={dateInvalid || Boolean(refused('date')) || undefined}
          onChange={(event) => onChange({ ...row, date: event.target.value })}
        />
        {dateInvalid ? null : refusal('date')}
        {dateInvalid ? (
          <p className={styles.cellError}>
            {has(shown, 'errors.dateRange')
              ? t('onboarding:errors.dateRange', {
                  min: formatDateBr(range.min),
                  max: formatDateBr(range.max),
                })
              : t('onboarding:errors.date')}
          </p>
        ) : null}
      </td>
      <td>
        <input
          aria-label={label('category')}
          list={`onboarding-categories-${row.kind}`}
          maxLength={100}
          value={row.category}
          aria-invalid={has(shown, 'errors.category') || Boolean(refused('category')) || undefined}
          onChange={(event) => onChange({ ...row, category: event.target.value })}
        />
        {row.card ? <span className={styles.badge}>{t('onboarding:table.card')}</span> : null}
        {has(shown, 'errors.category') ? (
          <p className={styles.cellError}>{t('onboarding:errors.category')}</p>
        ) : (
          refusal('category')
        )}
      </td>
      <td>
        <input
          aria-label={label('value')}
          inputMode="numeric"
          value={row.cents === null ? '' : formatMoneyNumber(row.cents)}
          aria-invalid={valueError || refused('value') ? true : undefined}
          onChange={(event) => onChange({ ...row, cents: moneyInputToCents(event.target.value) })}
        />
        {valueError ? <p className={styles.cellError}>{t(`onboarding:${valueError}`)}</p> : refusal('value')}
      </td>
      <td>
        <input
          aria-label={label('description')}
          maxLength={200}
          value={row.description}
          onChange={(event) => onChange({ ...row, description: event.target.value })}
        />
      </td>
      <td>
        <select
          aria-label={label('repetition')}
          value={row.repetition}
          aria-invalid={refused('repetition') ? true : undefined}
          onChange={(event) => onChange(withRepetition(row, event.target.value as Repetition | ''))}
        >
          <option value="">{t('onboarding:repetitions.none')}</option>
          {REPETITIONS.map((repetition) => (
            <option key={repetition} value={repetition}>
              {t(`onboarding:repetitions.${repetition}`)}
            </option>
          ))}
        </select>
        {refusal('repetition')}
      </td>
      <td>
        <input
          aria-label={label('instalments')}
          type="number"
          min={0}
          max={360}
          value={row.instalments ?? ''}
          aria-invalid={refused('instalments') ? true : undefined}
          onChange={(event) =>
            onChange(withInstalments(row, event.target.value === '' ? null : Number(event.target.value)))
          }
        />
        {refusal('instalments')}
      </td>
      <td>
        <button type="button" aria-label={t('onboarding:buttons.removeRow', { line })} onClick={onRemove}>
          ×
        </button>
      </td>
    </tr>
  );
}
