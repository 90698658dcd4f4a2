import { beforeEach, describe, expect, it } from 'vitest';
import { fromApiAmount } from '@/lib/money';
import { createFakeTransaction, createFakeUser, resetFakes } from './factories';

describe('fake data', () => {
  beforeEach(resetFakes);

  it('is repeatable after a reset', () => {
    const first = createFakeUser();
    resetFakes();
    expect(createFakeUser()).toEqual(first);
  });

  it('applies overrides and keeps amounts to two decimals', () => {
    const expense = createFakeTransaction({ name: 'Aluguel' });
    expect(expense.name).toBe('Aluguel');
    expect(expense.value).toBeLessThan(0);
    expect(fromApiAmount(expense.value) / 100).toBe(expense.value);
    expect(createFakeTransaction({ transactionType: 'revenues' }).value).toBeGreaterThan(0);
  });
});
