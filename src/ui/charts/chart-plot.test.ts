import { describe, expect, it } from 'vitest';
import { formatMoney, formattedWidthEm } from '@/lib/money';
import { labelledCategories, valueAxisWidth, valueDomain, valueScale } from './chart-plot';

describe('valueDomain', () => {
  it.each([
    ['all zero', [[0, 0, 0]], [0, 1000]],
    ['no values', [[]], [0, 1000]],
    ['positive', [[0, 8990, 120]], [0, 8990]],
    ['positive and negative', [[-500, 300], [100]], [-500, 300]],
    ['negative only', [[-500, -20]], [-500, 1]],
  ])('%s', (_, values, domain) => {
    expect(valueDomain(values.map((entry) => ({ values: entry })))).toEqual(domain);
  });
});

describe('labelledCategories', () => {
  const months = (count: number) => Array.from({ length: count }, (_, index) => `m${index + 1}`);
  it.each([
    ['six months, wide', 6, 900, months(6)],
    ['twelve months, wide', 12, 900, months(12)],
    ['twelve months at exactly their room', 12, 312, months(12)],
    [
      'twelve months on a phone: every second, the last named',
      12,
      250,
      ['m2', 'm4', 'm6', 'm8', 'm10', 'm12'],
    ],
    ['twelve months very narrow: every third', 12, 150, ['m3', 'm6', 'm9', 'm12']],
    ['six months in a narrow chart', 6, 120, ['m2', 'm4', 'm6']],
    ['no width yet', 3, 0, ['m3']],
    ['no months', 0, 300, []],
  ])('%s', (_, count, width, expected) => {
    expect(labelledCategories(months(count), width)).toEqual(expected);
  });
});

describe('valueAxisWidth', () => {
  // The widest tick label's estimate at 10 px, plus the tick (8 px), its gap (2.5 px) and 4 px.
  it.each([
    ['the demo: up to R$ 20.000,00', [2_000_000], 'R$ 20.000,00'],
    ['a house sale: R$ 1.358.000,00', [135_800_000], 'R$ 1.000.000,00'],
    ['a month of R$ 1 trillion of expenses', [100_277_778_863_086], 'R$ 1.000.000.000.000,00'],
    ['an overdrawn month', [-100_277_778_863_086, 5_609_649], '-R$ 1.000.000.000.000,00'],
  ])('%s', (_, values, widest) => {
    const scale = valueScale([{ values }], 196);
    const labels = scale.ticks(4).map((tick) => formatMoney(tick));
    expect(labels).toContain(widest.replace(' ', '\u00a0'));
    expect(valueAxisWidth(scale, 'BRL')).toBe(Math.ceil(formattedWidthEm(widest) * 10 + 2.5 + 8 + 4));
  });

  it('leaves a million more room than the 88 px that cut its "R"', () => {
    expect(valueAxisWidth(valueScale([{ values: [150_000_000] }], 196), 'BRL')).toBeGreaterThan(88 + 6);
  });
});
