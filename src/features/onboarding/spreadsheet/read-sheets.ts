import { addMonths, type IsoDate, type IsoMonth, isIsoDate, isIsoMonth, monthName } from '@/lib/dates';
import { MAX_LIST_ROWS } from '../onboarding-request';
import {
  type GoodRow,
  type GoodType,
  MAX_CENTS,
  MAX_INSTALMENTS,
  newRowId,
  type Repetition,
  type StepKind,
  type TableRow,
} from '../onboarding-table';
import { type Cell, cellAt, type SheetGrid } from './grid';
import {
  CARD_COLUMNS,
  DEBT_COLUMNS,
  DEBT_KIND_WORDS,
  ENTRY_COLUMNS,
  ENTRY_KIND_WORDS,
  firstDataRow,
  GOOD_COLUMNS,
  GOOD_KIND_WORDS,
  HEADER_ROW,
  NO_WORD,
  REPETITION_WORDS,
  SHEETS,
  YES_WORD,
} from './layout';

/** Why a line could not be read: a key under the onboarding catalogue's `import.problems`. */
export type ProblemReason =
  | 'kind'
  | 'date'
  | 'category'
  | 'value'
  | 'repetition'
  | 'instalments'
  | 'repetitionAndInstalments'
  | 'financed'
  | 'instalmentsDiffer'
  | 'negative'
  | 'tooLarge'
  | 'cardMonths'
  | 'cardMonthOutside'
  | 'tooMany'
  | 'noSheet';

/** A line left out, named as the person sees it in their spreadsheet program. */
export interface ReadProblem {
  sheet: string;
  line: number;
  reason: ProblemReason;
}

export interface ReadResult {
  rows: TableRow[];
  goods: GoodRow[];
  problems: ReadProblem[];
}

class LineProblem extends Error {
  constructor(readonly reason: ProblemReason) {
    super(reason);
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const text = (cell: Cell): string => {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

const isEmpty = (cell: Cell) => text(cell) === '';

/** A number cell, or a text one written the Brazilian way ('1.234,56', 'R$ 10,00'); else null. */
function amountOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const cleaned = cell.replace(/R\$|\s/g, '');
  if (!/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$|^-?\d+(,\d{1,2})?$|^-?\d+\.\d{1,2}$/.test(cleaned)) return null;
  const normalised = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  return Number(normalised);
}

/**
 * Positive centavos of a value cell, or the line's problem. Spreadsheets hold floats: round once.
 * A negative amount is a refund or a typo, never the same amount the other way (audit O5), and one
 * above the contract's maximum would only be refused at 'Finalizar' (audit O4): both are listed.
 */
function centsOf(cell: Cell): number {
  const amount = amountOf(cell);
  if (amount === null || amount === 0) throw new LineProblem('value');
  if (amount < 0) throw new LineProblem('negative');
  const cents = Math.round(amount * 100);
  if (cents > MAX_CENTS) throw new LineProblem('tooLarge');
  return cents;
}

/** A row's value times its instalments is what it books in all; the save takes at most MAX_CENTS. */
function withinTotal(cents: number, instalments: number | null): number {
  if (cents * Math.max(instalments ?? 1, 1) > MAX_CENTS) throw new LineProblem('tooLarge');
  return cents;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell (a spreadsheet date, 'dd/mm/aaaa' or 'aaaa-mm-dd'), or null when empty. */
function dateOf(cell: Cell): IsoDate | null {
  if (isEmpty(cell)) return null;
  let iso = '';
  if (cell instanceof Date) {
    // Spreadsheet dates carry no time zone: exceljs gives them as UTC midnight.
    iso = `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  } else {
    const value = text(cell);
    const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    iso = br ? `${br[3]}-${pad(Number(br[2]))}-${pad(Number(br[1]))}` : value.slice(0, 10);
  }
  if (!isIsoDate(iso)) throw new LineProblem('date');
  return iso;
}

function requiredDate(cell: Cell): IsoDate {
  const date = dateOf(cell);
  if (date === null) throw new LineProblem('date');
  return date;
}

function instalmentsOf(cell: Cell): number | null {
  if (isEmpty(cell)) return null;
  const count = amountOf(cell);
  if (count === null || !Number.isInteger(count) || count < 0 || count > MAX_INSTALMENTS) {
    throw new LineProblem('instalments');
  }
  return count;
}

function wordOf<K extends string>(cell: Cell, words: Record<K, string>, reason: ProblemReason): K {
  const typed = fold(text(cell));
  // The whole pick-list word: a prefix would read 'Receitaa' as a revenue and 'Despesa' as a fixed one.
  const found = (Object.keys(words) as K[]).find((key) => typed === fold(words[key]));
  if (!typed || !found) throw new LineProblem(reason);
  return found;
}

function requiredText(cell: Cell, reason: ProblemReason): string {
  const value = text(cell);
  if (!value) throw new LineProblem(reason);
  return value;
}

interface Line {
  grid: SheetGrid;
  line: number;
  at: (column: number) => Cell;
}

function row(kind: StepKind, patch: Partial<TableRow>): TableRow {
  return {
    id: newRowId(),
    kind,
    date: '',
    category: '',
    cents: null,
    description: '',
    repetition: '',
    instalments: null,
    card: false,
    ...patch,
  };
}

function entryRow({ at }: Line): TableRow {
  const kind = wordOf(at(ENTRY_COLUMNS.kind), ENTRY_KIND_WORDS, 'kind');
  const repetition: Repetition | '' = isEmpty(at(ENTRY_COLUMNS.repetition))
    ? ''
    : wordOf(at(ENTRY_COLUMNS.repetition), REPETITION_WORDS, 'repetition');
  const instalments = instalmentsOf(at(ENTRY_COLUMNS.instalments));
  if (repetition && instalments && instalments > 1) throw new LineProblem('repetitionAndInstalments');
  return row(kind, {
    cents: withinTotal(centsOf(at(ENTRY_COLUMNS.value)), instalments),
    date: requiredDate(at(ENTRY_COLUMNS.date)),
    category: requiredText(at(ENTRY_COLUMNS.category), 'category'),
    description: text(at(ENTRY_COLUMNS.description)),
    repetition,
    instalments,
  });
}

const MONTH_NUMBERS = new Map(
  Array.from({ length: 12 }, (_, index) => {
    const name = fold(monthName(`2000-${pad(index + 1)}`));
    return [
      [name, index + 1],
      [name.slice(0, 3), index + 1],
    ] as const;
  }).flat(),
);

/** A month column's title: 'Novembro 2026' as the template writes it, 'nov/2026', '11/2026', or a date. */
function titleMonth(cell: Cell): IsoMonth | null {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}`;
  const title = fold(text(cell));
  const named = /^(\p{L}+)\.?\s*(?:de\s+|\/|-)?\s*(\d{4})$/u.exec(title);
  const number = named ? MONTH_NUMBERS.get(named[1] ?? '') : undefined;
  if (named && number) return `${named[2]}-${pad(number)}`;
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(title);
  const iso = numeric ? `${numeric[2]}-${pad(Number(numeric[1]))}` : title.slice(0, 7);
  return isIsoMonth(iso) ? iso : null;
}

/**
 * The invoice month of each month column, read from the titles the template wrote on line 7 (12
 * months in a row), or null when they are not there: a template downloaded in another month has
 * other months over the same columns, and an amount must land on the invoice it was typed under
 * (audit O12), never on the one at the same position from this month.
 */
function cardMonths(grid: SheetGrid): IsoMonth[] | null {
  const first = titleMonth(cellAt(grid, HEADER_ROW.card, CARD_COLUMNS.firstMonth));
  if (first === null) return null;
  const months: IsoMonth[] = [];
  for (let column = CARD_COLUMNS.firstMonth; column <= CARD_COLUMNS.lastMonth; column += 1) {
    const month = addMonths(first, column - CARD_COLUMNS.firstMonth);
    if (titleMonth(cellAt(grid, HEADER_ROW.card, column)) !== month) return null;
    months.push(month);
  }
  return months;
}

/**
 * A card purchase: its instalment value and count (columns 4 and 5), or, when those are empty, the
 * amounts written on the month columns (7 to 18, one invoice each, the month its title names): the
 * first filled month is the first invoice and the filled months after it without a gap are its
 * instalments. Invoices outside the survey's 12 months cannot be booked: the line is listed.
 */
function cardRow({ at }: Line, month: IsoMonth, months: readonly IsoMonth[] | null): TableRow {
  const category = requiredText(at(CARD_COLUMNS.category), 'category');
  const description = text(at(CARD_COLUMNS.description));
  const date = dateOf(at(CARD_COLUMNS.date));
  if (!isEmpty(at(CARD_COLUMNS.value))) {
    if (date === null) throw new LineProblem('date');
    const instalments = instalmentsOf(at(CARD_COLUMNS.instalments));
    const cents = withinTotal(centsOf(at(CARD_COLUMNS.value)), instalments);
    return row('variable', { card: true, date, category, description, cents, instalments });
  }
  let first = -1;
  const invoices: number[] = [];
  for (let column = CARD_COLUMNS.firstMonth; column <= CARD_COLUMNS.lastMonth; column += 1) {
    const cell = at(column);
    if (isEmpty(cell)) {
      if (first >= 0) break;
      continue;
    }
    if (first < 0) first = column;
    invoices.push(centsOf(cell));
  }
  if (first < 0) throw new LineProblem('value');
  if (months === null) throw new LineProblem('cardMonths');
  // A row carries one instalment value: invoices that differ by a cent cannot be kept (decision 167).
  if (invoices.some((cents) => cents !== invoices[0])) throw new LineProblem('instalmentsDiffer');
  const count = invoices.length;
  const firstMonth = months[first - CARD_COLUMNS.firstMonth] as IsoMonth;
  const lastMonth = months[first - CARD_COLUMNS.firstMonth + count - 1] as IsoMonth;
  if (firstMonth < month || lastMonth > addMonths(month, 11)) throw new LineProblem('cardMonthOutside');
  return row('variable', {
    card: true,
    date: date ?? `${firstMonth}-01`,
    category,
    description,
    cents: withinTotal(invoices[0] as number, count),
    instalments: count > 1 ? count : null,
  });
}

const DEBT_WORDS = Object.fromEntries(DEBT_KIND_WORDS.map((word) => [word, word])) as Record<
  (typeof DEBT_KIND_WORDS)[number],
  string
>;

function debtRow({ at }: Line): TableRow {
  const instalments = instalmentsOf(at(DEBT_COLUMNS.instalments));
  return row('debts', {
    category: wordOf(at(DEBT_COLUMNS.kind), DEBT_WORDS, 'kind'),
    description: text(at(DEBT_COLUMNS.description)),
    cents: withinTotal(centsOf(at(DEBT_COLUMNS.value)), instalments),
    date: requiredDate(at(DEBT_COLUMNS.date)),
    instalments,
  });
}

function goodRow({ at }: Line): GoodRow {
  const type: GoodType = wordOf(at(GOOD_COLUMNS.kind), GOOD_KIND_WORDS, 'kind');
  const financedText = fold(text(at(GOOD_COLUMNS.financed)));
  if (financedText && financedText !== fold(YES_WORD) && financedText !== fold(NO_WORD)) {
    throw new LineProblem('financed');
  }
  const financed = financedText === fold(YES_WORD);
  const optionalCents = (cell: Cell) => (isEmpty(cell) ? 0 : centsOf(cell));
  return {
    id: newRowId(),
    type,
    description: text(at(GOOD_COLUMNS.description)),
    marketCents: centsOf(at(GOOD_COLUMNS.marketValue)),
    financed,
    settlementCents: financed ? optionalCents(at(GOOD_COLUMNS.settlementBalance)) : 0,
    instalmentCents: financed ? optionalCents(at(GOOD_COLUMNS.instalment)) : 0,
    instalments: financed ? instalmentsOf(at(GOOD_COLUMNS.instalments)) : null,
  };
}

/** The request's lists a read line lands in; each holds at most MAX_LIST_ROWS (the contract's maxItems). */
type ListCounts = Record<'debit' | 'credit' | 'goods', number>;
const listOf = (item: TableRow | GoodRow): keyof ListCounts =>
  'kind' in item ? (item.card ? 'credit' : 'debit') : 'goods';

/**
 * Calls `read` on every non-empty data line of a sheet, collecting what it returns or why it failed.
 * A line past its list's limit is listed as not read: the save would refuse the whole request.
 */
function eachLine<T extends TableRow | GoodRow>(
  grid: SheetGrid,
  from: number,
  read: (line: Line) => T,
  into: T[],
  problems: ReadProblem[],
  counts: ListCounts,
): void {
  for (let line = from; line <= grid.rows.length; line += 1) {
    const cells = grid.rows[line - 1] ?? [];
    if (cells.every(isEmpty)) continue;
    try {
      const item = read({ grid, line, at: (column) => cellAt(grid, line, column) });
      const list = listOf(item);
      if (counts[list] >= MAX_LIST_ROWS) throw new LineProblem('tooMany');
      counts[list] += 1;
      into.push(item);
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      problems.push({ sheet: grid.name, line, reason: error.reason });
    }
  }
}

/**
 * Reads the four sheets of the template into table rows for review (decision 406). Every line that
 * cannot be read is returned with its sheet and line, never dropped in silence.
 */
export function readSheets(grids: readonly SheetGrid[], month: IsoMonth): ReadResult {
  const byName = new Map(grids.map((grid) => [fold(grid.name), grid]));
  const sheet = (name: string) => byName.get(fold(name));
  const rows: TableRow[] = [];
  const goods: GoodRow[] = [];
  const problems: ReadProblem[] = [];
  const entries = sheet(SHEETS.entries);
  const card = sheet(SHEETS.card);
  const debts = sheet(SHEETS.debts);
  const goodsSheet = sheet(SHEETS.goods);
  if (!entries && !card && !debts && !goodsSheet) {
    return { rows, goods, problems: [{ sheet: grids[0]?.name ?? '', line: 1, reason: 'noSheet' }] };
  }
  const counts: ListCounts = { debit: 0, credit: 0, goods: 0 };
  if (entries) eachLine(entries, firstDataRow('entries'), entryRow, rows, problems, counts);
  if (card) {
    const months = cardMonths(card);
    eachLine(card, firstDataRow('card'), (line) => cardRow(line, month, months), rows, problems, counts);
  }
  if (debts) eachLine(debts, firstDataRow('debts'), debtRow, rows, problems, counts);
  if (goodsSheet) eachLine(goodsSheet, firstDataRow('goods'), goodRow, goods, problems, counts);
  return { rows, goods, problems };
}
