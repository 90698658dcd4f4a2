import type { IsoDate, IsoMonth } from '@/lib/dates';
import { addMonths, firstDateOfMonth, lastDateOfMonth } from '@/lib/dates';

/** The wizard's data steps, in order (steps 1 to 5). */
export const STEP_KINDS = ['revenues', 'fixed', 'variable', 'debts', 'investments'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** Rows each step opens with (spec 3, section 9). */
export const DEFAULT_ROW_COUNTS: Record<StepKind, number> = {
  revenues: 10,
  fixed: 21,
  variable: 7,
  debts: 5,
  investments: 5,
};

export const REPETITIONS = ['monthly', 'semiannual', 'annual'] as const;
export type Repetition = (typeof REPETITIONS)[number];

/** Spec 3 section 5 allows 999; the save contract (lastInstallment) stops at 360. */
export const MAX_INSTALMENTS = 360;

/**
 * The contract's largest amount (999.999.999.999,99, what NUMERIC(14,2) holds), in centavos. The
 * save refuses a value above it, and a row whose instalments together pass it (decision 400).
 */
export const MAX_CENTS = 99_999_999_999_999;

/** What a row books in all: one occurrence times its instalments (a repetition books one at a time). */
export const rowTotalCents = (row: Pick<TableRow, 'cents' | 'instalments'>): number =>
  (row.cents ?? 0) * Math.max(row.instalments ?? 1, 1);

/** One line of the form table: data, categoria, valor, descrição, rep, parc. */
export interface TableRow {
  id: string;
  kind: StepKind;
  date: IsoDate | '';
  category: string;
  /** Centavos of ONE occurrence (the monthly rent, each instalment), positive; null while empty. */
  cents: number | null;
  description: string;
  repetition: Repetition | '';
  instalments: number | null;
  /** A credit-card purchase (from the spreadsheet's card sheet): booked on the card's invoices. */
  card: boolean;
}

export const GOOD_TYPES = ['property', 'vehicle', 'motorcycle', 'other'] as const;
export type GoodType = (typeof GOOD_TYPES)[number];

export interface GoodRow {
  id: string;
  type: GoodType;
  description: string;
  marketCents: number;
  financed: boolean;
  settlementCents: number;
  instalmentCents: number;
  instalments: number | null;
}

export interface OnboardingTable {
  rows: TableRow[];
  goods: GoodRow[];
}

let nextId = 0;
/** Row keys for React only; never sent. */
export function newRowId(): string {
  nextId += 1;
  return `row-${nextId}`;
}

export function emptyRow(kind: StepKind, category = ''): TableRow {
  return {
    id: newRowId(),
    kind,
    date: '',
    category,
    cents: null,
    description: '',
    repetition: '',
    instalments: null,
    card: false,
  };
}

/** The table a new onboarding opens with: each step's default rows, named from its predefined list. */
export function defaultTable(predefined: Record<StepKind, readonly string[]>): OnboardingTable {
  const rows = STEP_KINDS.flatMap((kind) =>
    Array.from({ length: DEFAULT_ROW_COUNTS[kind] }, (_, index) =>
      emptyRow(kind, predefined[kind][index] ?? ''),
    ),
  );
  return { rows, goods: [] };
}

/** Dates a row may take: the selected month's first day to the last day 11 months later (spec 3, section 5). */
export function dateRange(month: IsoMonth): { min: IsoDate; max: IsoDate } {
  return { min: firstDateOfMonth(month), max: lastDateOfMonth(addMonths(month, 11)) };
}

/** Repetition and instalments exclude each other: setting one clears the other. */
export function withRepetition(row: TableRow, repetition: Repetition | ''): TableRow {
  return { ...row, repetition, instalments: repetition ? null : row.instalments };
}

export function withInstalments(row: TableRow, instalments: number | null): TableRow {
  const clamped =
    instalments === null ? null : Math.min(Math.max(Math.trunc(instalments), 0), MAX_INSTALMENTS);
  return { ...row, instalments: clamped, repetition: clamped ? '' : row.repetition };
}

/** Nothing typed beyond the predefined category: the row is left out, not an error. */
export function isBlank(row: TableRow): boolean {
  return row.date === '' && row.cents === null && row.description.trim() === '' && !row.instalments;
}

/**
 * Rows read from a spreadsheet join the table for review: after what was already typed, before
 * the untouched predefined rows, which stay for anything the sheet left out. They get new keys
 * here: the reader runs in a worker whose own counter restarts at 'row-1', and a key shared with
 * a predefined row would put one row's errors on the other.
 */
export function withImported(
  table: OnboardingTable,
  rows: readonly TableRow[],
  goods: readonly GoodRow[],
): OnboardingTable {
  const typed = table.rows.filter((row) => !isBlank(row));
  const blank = table.rows.filter(isBlank);
  const read = rows.map((row) => ({ ...row, id: newRowId() }));
  const readGoods = goods.map((good) => ({ ...good, id: newRowId() }));
  return { rows: [...typed, ...read, ...blank], goods: [...table.goods, ...readGoods] };
}
