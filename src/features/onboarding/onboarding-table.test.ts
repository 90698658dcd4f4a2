import { describe, expect, it } from 'vitest';
import {
  dateRange,
  defaultTable,
  emptyRow,
  STEP_KINDS,
  withInstalments,
  withRepetition,
} from './onboarding-table';
import { rowErrors } from './onboarding-validation';

const names = {
  revenues: ['Salário'],
  fixed: ['Aluguel', 'Condomínio'],
  variable: [],
  debts: [],
  investments: [],
};

describe('onboarding table', () => {
  it('opens each step with its default rows, named from the predefined lists', () => {
    const { rows } = defaultTable(names);
    const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
    expect(STEP_KINDS.map(count)).toEqual([10, 21, 7, 5, 5]);
    expect(
      rows
        .filter((row) => row.kind === 'fixed')
        .map((row) => row.category)
        .slice(0, 3),
    ).toEqual(['Aluguel', 'Condomínio', '']);
  });

  it('keeps repetition and instalments mutually exclusive and caps instalments', () => {
    const repeated = withRepetition(emptyRow('fixed'), 'annual');
    expect(withInstalments(repeated, 3)).toMatchObject({ repetition: '', instalments: 3 });
    expect(withRepetition(withInstalments(repeated, 3), 'monthly')).toMatchObject({ instalments: null });
    expect(withInstalments(repeated, 5000).instalments).toBe(360);
  });

  it('allows dates from the month start to the end of the month 11 months later', () => {
    expect(dateRange('2026-03')).toEqual({ min: '2026-03-01', max: '2027-02-28' });
  });

  it.each([
    ['an untouched row is no error', {}, []],
    ['a complete row is fine', { date: '2026-03-01', cents: 100 }, []],
    ['a value without date', { cents: 100 }, ['errors.date']],
    ['a date past the range', { date: '2027-03-01', cents: 100 }, ['errors.dateRange']],
    ['a date before the month', { date: '2026-02-28', cents: 100 }, ['errors.dateRange']],
    ['a zero value', { date: '2026-03-01', cents: 0 }, ['errors.value']],
    ['no category', { date: '2026-03-01', cents: 100, category: ' ' }, ['errors.category']],
    ['the largest amount', { date: '2026-03-01', cents: 99_999_999_999_999 }, []],
    // The save refuses a row whose instalments together pass 999.999.999.999,99 (audit O4).
    [
      'instalments past the largest amount',
      { date: '2026-03-01', cents: 50_000_000_000_000, instalments: 2 },
      ['errors.valueTooHigh'],
    ],
    [
      'a repetition books one amount at a time',
      { date: '2026-03-01', cents: 50_000_000_000_000, repetition: 'monthly' as const },
      [],
    ],
  ])('%s', (_, patch, errors) => {
    expect(rowErrors({ ...emptyRow('fixed', 'Aluguel'), ...patch }, '2026-03')).toEqual(errors);
  });
});

describe('importing into the table', () => {
  it('puts read rows after the typed ones and before the untouched ones', async () => {
    const { withImported } = await import('./onboarding-table');
    const typed = { ...emptyRow('fixed', 'Aluguel'), cents: 100 };
    const untouched = emptyRow('fixed', 'Gás');
    const read = { ...emptyRow('fixed', 'Luz'), cents: 200 };
    const merged = withImported({ rows: [untouched, typed], goods: [] }, [read], []);
    expect(merged.rows.map((row) => row.category)).toEqual(['Aluguel', 'Luz', 'Gás']);
  });

  it("keys imported rows apart from the table's, so an imported row's error stays on its own row and step", async () => {
    const { withImported } = await import('./onboarding-table');
    const { tableErrors } = await import('./onboarding-validation');
    const table = defaultTable(names);
    // The worker's reader counts its own keys from 'row-1', as the page did for the default rows.
    const fromWorker = {
      ...emptyRow('fixed', 'Aluguel'),
      id: table.rows[0]?.id ?? '',
      date: '2030-01-05' as const,
      cents: 10_000,
    };
    const good = {
      id: table.rows[1]?.id ?? '',
      type: 'other' as const,
      description: 'Bicicleta',
      marketCents: 100,
      financed: false,
      settlementCents: 0,
      instalmentCents: 0,
      instalments: null,
    };
    const merged = withImported(table, [fromWorker], [good]);
    const ids = [...merged.rows, ...merged.goods].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const errors = tableErrors(merged.rows, '2026-11');
    const flagged = merged.rows.filter((row) => errors.has(row.id));
    expect(flagged.map((row) => [row.kind, row.category])).toEqual([['fixed', 'Aluguel']]);
    expect(flagged[0]?.date).toBe('2030-01-05');
  });
});
