import type { IsoMonth } from '@/lib/dates';
import { isIsoDate } from '@/lib/dates';
import { dateRange, isBlank, MAX_CENTS, rowTotalCents, type TableRow } from './onboarding-table';

/** Why a row cannot be saved, as an onboarding catalogue key. */
export type RowError =
  | 'errors.date'
  | 'errors.dateRange'
  | 'errors.category'
  | 'errors.value'
  | 'errors.valueTooHigh';

/**
 * A row is kept only with its date, category and value (spec 3, section 5); a row left untouched
 * is dropped, but one half filled is shown back to the person instead of vanishing silently.
 */
export function rowErrors(row: TableRow, month: IsoMonth): RowError[] {
  if (isBlank(row)) return [];
  const errors: RowError[] = [];
  const { min, max } = dateRange(month);
  if (row.date === '' || !isIsoDate(row.date)) errors.push('errors.date');
  else if (row.date < min || row.date > max) errors.push('errors.dateRange');
  if (row.category.trim() === '') errors.push('errors.category');
  if (row.cents === null || row.cents <= 0) errors.push('errors.value');
  // The save would refuse it with the validator's words and no row to point at (audit O4).
  else if (rowTotalCents(row) > MAX_CENTS) errors.push('errors.valueTooHigh');
  return errors;
}

export function tableErrors(rows: readonly TableRow[], month: IsoMonth): Map<string, RowError[]> {
  const errors = new Map<string, RowError[]>();
  for (const row of rows) {
    const found = rowErrors(row, month);
    if (found.length > 0) errors.set(row.id, found);
  }
  return errors;
}
