import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  finalDateFor,
  monthlyInstallmentCents,
  monthsOf,
  periodInMonths,
} from './objective-logic';
import { createFakeObjective } from './testing';

describe('period', () => {
  it.each([
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-01-31', 1, '2026-02-27'],
    ['2026-03-15', 24, '2028-03-14'],
  ])('%s + %i months ends on %s and counts back', (begin, months, final) => {
    expect(finalDateFor(begin, months)).toBe(final);
    expect(monthsOf(begin, final)).toBe(months);
  });

  it('turns years into months', () => {
    expect(periodInMonths(2, 'years')).toBe(24);
    expect(periodInMonths(7, 'months')).toBe(7);
  });
});

describe('instalment', () => {
  it.each([
    [3_000_000, 500_000, 12, 208_333],
    [10_000, 0, 3, 3_333],
    [200, 0, 3, 67],
    [100_000, 100_000, 10, 0],
  ])('(%i − %i) / %i = %i centavos', (total, initial, months, expected) => {
    expect(monthlyInstallmentCents(total, initial, months)).toBe(expected);
  });
});

describe('figures and percent', () => {
  it('adds the initial value to what was deposited', () => {
    const figures = figuresOf(createFakeObjective({ totalValue: 1000, initialValue: 200, paidValue: 300 }));
    expect(figures).toMatchObject({ share: 50, percent: 50, missingCents: 50_000, done: false });
  });

  it('prints the shared rule: the demo reserve is 52%, floored, initial value included', () => {
    const figures = figuresOf(
      createFakeObjective({ totalValue: 17_000, initialValue: 5_000, paidValue: 4_000 }),
    );
    expect(figures.percent).toBe(52);
  });

  it('is done when the saved amount reaches the total', () => {
    expect(
      figuresOf(createFakeObjective({ totalValue: 1000, initialValue: 0, paidValue: 1000, done: false }))
        .done,
    ).toBe(true);
  });
});
