import { describe, expect, it } from 'vitest';
import { carriesDifference, invoiceDueCents, isInvoiceSettled } from './invoice-balance';

describe('invoice balance threshold (R$ 0,01)', () => {
  it.each([
    [-10_000, false, 10_000],
    [-2, false, 2],
    [-1, true, 0],
    [0, true, 0],
    [1, true, 0],
    [2_667, true, 0],
  ])('balance %i: paid %s, due %i', (balance, paid, due) => {
    expect(isInvoiceSettled(balance)).toBe(paid);
    expect(invoiceDueCents(balance)).toBe(due);
  });

  it.each([
    [0, false],
    [1, false],
    [-1, false],
    [2, true],
    [-2, true],
    [2_667, true],
  ])('a difference of %i carries: %s', (difference, carries) => {
    expect(carriesDifference(difference)).toBe(carries);
  });
});
