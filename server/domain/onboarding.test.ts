import { describe, expect, it } from 'vitest';
import { checkGood, onboardingWindow, planRow, rowOccurrences } from './onboarding.ts';

const messages = { dateOutOfRange: 'fora', repetitionOrInstallments: 'ambos' };

describe('onboarding rules', () => {
  it('lets dates run to the end of the month 11 months after the selected one', () => {
    expect(onboardingWindow('2026-03-01')).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(onboardingWindow('2027-03-01').end).toBe('2028-02-29');
  });

  it('takes the type and fallback from the step, and the card fallback for credit rows', () => {
    const row = { date: '2026-03-10', value: 1000 };
    expect(planRow({ ...row, kind: 'investments' }, 'debit', '2026-03-01', messages, 'd')).toMatchObject({
      transactionType: 'investiments',
      fallbackCode: 'poupanca',
    });
    expect(
      planRow({ ...row, transactionType: 'revenues' }, 'debit', '2026-03-01', messages, 'd'),
    ).toMatchObject({
      transactionType: 'revenues',
      fallbackCode: 'outras-rendas',
    });
    expect(planRow({ ...row, kind: 'debts' }, 'credit', '2026-03-01', messages, 'd')).toMatchObject({
      transactionType: 'expenses',
      fallbackCode: 'cartao-credito',
    });
  });

  it('books every instalment at the entered value, signed by type', () => {
    const plan = {
      transactionType: 'expenses' as const,
      fallbackCode: 'x',
      recurrentType: null,
      installments: 3,
    };
    const members = rowOccurrences(plan, '2026-01-31', 33_333, 'serie');
    expect(members.map((member) => [member.date, member.value])).toEqual([
      ['2026-01-31', -33_333],
      ['2026-02-28', -33_333],
      ['2026-03-31', -33_333],
    ]);
  });

  it('refuses financing values on a good that is not financed', () => {
    expect(checkGood({ marketValue: 100, installment: 10 }, 'só financiados', 'goods.0')).toMatchObject({
      message: 'só financiados',
      field: 'goods.0.financed',
    });
    expect(checkGood({ marketValue: 100, financed: true, installment: 10 }, 'x', 'goods.0')).toBeUndefined();
  });
});
