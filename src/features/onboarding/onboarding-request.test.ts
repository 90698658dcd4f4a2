import { describe, expect, it } from 'vitest';
import { toOnboardingRequest } from './onboarding-request';
import { emptyRow, type GoodRow, type OnboardingTable, type TableRow } from './onboarding-table';

const context = { user: 'u1', month: '2026-03' };
const row = (patch: Partial<TableRow>): TableRow => ({ ...emptyRow('fixed'), ...patch });
const good = (patch: Partial<GoodRow>): GoodRow => ({
  id: 'g',
  type: 'vehicle',
  description: '',
  marketCents: 6_800_000,
  financed: false,
  settlementCents: 0,
  instalmentCents: 0,
  instalments: null,
  ...patch,
});
const request = (table: Partial<OnboardingTable>) =>
  toOnboardingRequest({ rows: [], goods: [], ...table }, context);

describe('toOnboardingRequest', () => {
  it.each([
    [
      'a monthly revenue keeps its sign and repetition',
      row({
        kind: 'revenues',
        date: '2026-03-05',
        category: 'Salário',
        cents: 850_000,
        repetition: 'monthly',
      }),
      {
        date: '2026-03-05',
        category: 'Salário',
        kind: 'revenues',
        value: 8500,
        transactionType: 'revenues',
        recurrent: true,
        recurrentType: 'monthly',
        user: 'u1',
      },
    ],
    [
      'an expense is sent negative, to the cent',
      row({ date: '2026-03-10', category: 'Aluguel', cents: 230_001, description: ' Apartamento ' }),
      {
        date: '2026-03-10',
        category: 'Aluguel',
        kind: 'fixed',
        value: -2300.01,
        transactionType: 'expenses',
        name: 'Apartamento',
        description: 'Apartamento',
        user: 'u1',
      },
    ],
    [
      'instalments above one become lastInstallment',
      row({ kind: 'debts', date: '2026-04-01', category: 'Consignado', cents: 45_050, instalments: 12 }),
      {
        date: '2026-04-01',
        category: 'Consignado',
        kind: 'debts',
        value: -450.5,
        transactionType: 'expenses',
        lastInstallment: 12,
        user: 'u1',
      },
    ],
    [
      'a single instalment is a single row',
      row({ kind: 'investments', date: '2026-03-01', category: 'Poupança', cents: 100, instalments: 1 }),
      {
        date: '2026-03-01',
        category: 'Poupança',
        kind: 'investments',
        value: -1,
        transactionType: 'expenses',
        user: 'u1',
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(request({ rows: [input] }).debit).toEqual([expected]);
  });

  it('sends card purchases in credit and drops untouched rows', () => {
    const body = request({
      rows: [
        row({ kind: 'revenues', category: 'Salário' }),
        row({
          kind: 'variable',
          card: true,
          date: '2026-03-08',
          category: 'Eletro',
          cents: 38_990,
          instalments: 3,
        }),
      ],
    });
    expect(body.debit).toEqual([]);
    expect(body.credit).toEqual([
      {
        date: '2026-03-08',
        category: 'Eletro',
        kind: 'variable',
        value: -389.9,
        transactionType: 'expenses',
        lastInstallment: 3,
        user: 'u1',
      },
    ]);
    expect(body).toMatchObject({ user: 'u1', date: '2026-03-01' });
  });

  it.each([
    ['a paid-off good sends no financing fields', good({ financed: false, settlementCents: 5 }), {}],
    [
      'a financed good sends its balance, instalment and count',
      good({
        financed: true,
        description: 'Onix',
        settlementCents: 3_200_000,
        instalmentCents: 145_000,
        instalments: 24,
      }),
      { description: 'Onix', settlementBalance: 32000, installment: 1450, lastInstallment: 24 },
    ],
  ])('%s', (_, input, extra) => {
    expect(request({ goods: [input] }).goods).toEqual([
      {
        type: 'vehicle',
        marketValue: 68000,
        financed: input.financed,
        date: '2026-03-01',
        user: 'u1',
        ...extra,
      },
    ]);
  });
});
