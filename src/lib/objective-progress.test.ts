import { describe, expect, it } from 'vitest';
import { objectivePercent, savedCentsOf } from './objective-progress';

describe('savedCentsOf', () => {
  it.each([
    ['initial and deposits', 500_000, 400_000, 900_000],
    ['deposits only', 0, 250_000, 250_000],
    ['initial only', 200_000, 0, 200_000],
    ['a redemption beyond the deposits', 500_000, -80_000, 420_000],
  ])('%s', (_, initial, paid, saved) => {
    expect(savedCentsOf(initial, paid)).toBe(saved);
  });
});

describe('objectivePercent', () => {
  it.each([
    // The demo's 'Reserva de emergência': R$ 5.000 initial + R$ 4.000 paid of R$ 17.000 (52,94%).
    ['the demo reserve, floored (not 53%)', 900_000, 1_700_000, 52],
    ['R$ 4.000 of R$ 17.000', 400_000, 1_700_000, 23],
    ['a quarter', 250_000, 1_000_000, 25],
    ['29 of 100, exactly (not 28)', 29, 100, 29],
    ['just under the total (not 100%)', 999_999, 1_000_000, 99],
    ['the total', 1_000_000, 1_000_000, 100],
    ['beyond the total', 1_200_000, 1_000_000, 100],
    ['nothing saved', 0, 1_000_000, 0],
    ['a negative saved amount', -100, 1_000_000, 0],
    ['under one percent', 9_999, 1_000_000, null],
    ['one cent', 1, 1_000_000, null],
    ['exactly one percent', 10_000, 1_000_000, 1],
    ['no total', 500, 0, 0],
  ])('%s: %i of %i prints %s', (_, saved, total, percent) => {
    expect(objectivePercent(saved, total).percent).toBe(percent);
  });

  it.each([
    [900_000, 1_700_000, (900_000 * 100) / 1_700_000],
    [9_999, 1_000_000, 0.9999],
    [1_200_000, 1_000_000, 100],
    [-1, 1_000_000, 0],
    [1, 0, 0],
  ])('%i of %i fills %f', (saved, total, share) => {
    expect(objectivePercent(saved, total).share).toBeCloseTo(share, 10);
  });
});
