import { describe, expect, it } from 'vitest';
import {
  expectedSaved,
  installmentsRule,
  type ObjectiveFacts,
  objectiveRule,
  openInvoiceRule,
  reserveRule,
  type SuggestionFacts,
  suggestTasks,
  variableSpendingRule,
} from './task-suggestions.ts';

const TODAY = '2026-11-20';

describe('variable spending above plan', () => {
  it.each([
    ['no budget this month', null, 500_000, null],
    ['under the plan', 150_000, 120_000, null],
    ['exactly the plan', 150_000, 150_000, null],
    ['R$ 9,99 over: not worth a task', 150_000, 150_999, null],
    ['R$ 10,00 over', 150_000, 151_000, 1_000],
    ['R$ 412,30 over', 150_000, 191_230, 41_230],
    ['planned nothing, spent something', 0, 20_000, 20_000],
  ])('%s', (_, planned, spent, excess) => {
    const found = variableSpendingRule(planned, spent);
    expect(found === null ? null : (found as { excess: number }).excess).toBe(excess);
  });
});

describe('card instalments above 30% of revenues', () => {
  it.each([
    ['no revenues: no share to compare', 90_000, 0, null],
    ['no instalments', 0, 300_000, null],
    ['exactly 30%', 90_000, 300_000, null],
    ['30% and a cent', 90_001, 300_000, 30],
    ['42%', 126_000, 300_000, 42],
    ['more than the revenues', 450_000, 300_000, 150],
  ])('%s', (_, installments, revenues, share) => {
    const found = installmentsRule(installments, revenues);
    expect(found === null ? null : (found as { share: number }).share).toBe(share);
  });

  it('names the ceiling in money', () => {
    expect(installmentsRule(126_000, 300_000)).toEqual({
      rule: 'card-installments',
      installments: 126_000,
      revenues: 300_000,
      share: 42,
      limit: 90_000,
    });
  });
});

describe('no emergency reserve', () => {
  it.each([
    ['has a reserve', true, 450_000, 850_000, null],
    ['cost of living unknown', false, 0, 850_000, null],
    ['six months of cost, 10% of revenues a month', false, 450_000, 850_000, [2_700_000, 85_000]],
    ['no revenues: nothing to put aside yet', false, 450_000, 0, [2_700_000, 0]],
    ['10% of R$ 1.234,55 rounds to R$ 123,46', false, 100_000, 123_455, [600_000, 12_346]],
  ])('%s', (_, hasReserve, cost, revenues, expected) => {
    const found = reserveRule(hasReserve, cost, revenues);
    expect(
      found === null
        ? null
        : [(found as { target: number }).target, (found as { monthlySaving: number }).monthlySaving],
    ).toEqual(expected);
  });
});

const objective = (overrides: Partial<ObjectiveFacts>): ObjectiveFacts => ({
  name: 'Viagem para Salvador',
  total: 600_000,
  initial: 0,
  paid: 0,
  beginDate: '2026-06-01',
  finalDate: '2027-05-31',
  done: false,
  ...overrides,
});

describe('objective behind schedule', () => {
  it.each([
    // 12 months of R$ 500,00; June to November: 5 months completed.
    ['five instalments due', objective({}), 250_000],
    [
      'begins this month: nothing due yet',
      objective({ beginDate: '2026-11-05', finalDate: '2027-10-31' }),
      0,
    ],
    ['begins next month', objective({ beginDate: '2026-12-01', finalDate: '2027-11-30' }), 0],
    [
      'final month passed: all of it',
      objective({ beginDate: '2025-01-01', finalDate: '2025-12-31' }),
      600_000,
    ],
    ['initial value counts', objective({ initial: 120_000 }), 200_000],
    [
      'period over: all of it, not 12 rounded instalments (R$ 8,33 × 12 = R$ 99,96)',
      objective({ total: 10_000, beginDate: '2020-01-01', finalDate: '2020-12-31' }),
      10_000,
    ],
    ['no dates', objective({ beginDate: null }), null],
    ['done', objective({ done: true }), null],
    ['nothing left to save', objective({ initial: 600_000 }), null],
  ])('expected saved: %s', (_, facts, expected) => {
    expect(expectedSaved(facts, TODAY)).toBe(expected);
  });

  it.each([
    ['on schedule', [objective({ paid: 250_000 })], null],
    ['less than one instalment behind', [objective({ paid: 200_001 })], null],
    ['exactly one instalment behind', [objective({ paid: 200_000 })], 50_000],
    ['nothing saved', [objective({})], 250_000],
    ['ahead', [objective({ paid: 400_000 })], null],
    [
      'period over: behind by all that is missing (R$ 100,00 − R$ 10,00)',
      [objective({ total: 10_000, paid: 1_000, beginDate: '2020-01-01', finalDate: '2020-12-31' })],
      9_000,
    ],
    [
      'the one furthest behind',
      [objective({ name: 'Carro', paid: 200_000 }), objective({ name: 'Casa', paid: 0 })],
      250_000,
    ],
  ])('%s', (_, list, gap) => {
    const found = objectiveRule(list, TODAY);
    expect(found === null ? null : (found as { gap: number }).gap).toBe(gap);
  });

  it('names the objective furthest behind', () => {
    const found = objectiveRule(
      [objective({ name: 'Carro', paid: 200_000 }), objective({ name: 'Casa' })],
      TODAY,
    );
    expect(found).toMatchObject({ name: 'Casa', expected: 250_000, paid: 0, total: 600_000 });
  });
});

describe('invoice left open', () => {
  const invoice = (dueDate: string, owed: number, cardName = 'Nubank') => ({ cardName, dueDate, owed });
  it.each([
    ['none', [], null],
    ['due today is not late yet', [invoice('2026-11-20', 10_000)], null],
    ['due in the future', [invoice('2026-12-10', 10_000)], null],
    ['paid in full', [invoice('2026-11-10', 0)], null],
    ['paid a forgiven cent short', [invoice('2026-11-10', 1)], null],
    ['overdue and owed', [invoice('2026-11-10', 123_456)], ['2026-11-10', 0]],
    [
      'the latest of several, counting the others',
      [invoice('2026-09-10', 5_000), invoice('2026-11-10', 123_456), invoice('2026-10-10', 2)],
      ['2026-11-10', 2],
    ],
  ])('%s', (_, list, expected) => {
    const found = openInvoiceRule(list, TODAY);
    expect(
      found === null ? null : [(found as { dueDate: string }).dueDate, (found as { others: number }).others],
    ).toEqual(expected);
  });
});

describe('suggestTasks', () => {
  const quiet: SuggestionFacts = {
    today: TODAY,
    variablePlanned: 150_000,
    variableSpent: 100_000,
    revenues: 800_000,
    installments: 50_000,
    hasReserve: true,
    monthlyCost: 450_000,
    objectives: [objective({ paid: 250_000 })],
    openInvoices: [],
  };

  it('suggests nothing when the numbers are fine (the editorial tasks stay)', () => {
    expect(suggestTasks(quiet)).toEqual([]);
  });

  it('lists every rule that fires, invoice first', () => {
    const found = suggestTasks({
      ...quiet,
      variableSpent: 200_000,
      installments: 300_000,
      hasReserve: false,
      objectives: [objective({})],
      openInvoices: [{ cardName: 'Nubank', dueDate: '2026-11-10', owed: 5_000 }],
    });
    expect(found.map((suggestion) => suggestion.rule)).toEqual([
      'open-invoice',
      'card-installments',
      'variable-spending',
      'emergency-reserve',
      'objective-behind',
    ]);
  });
});
