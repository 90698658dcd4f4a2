import { describe, expect, it } from 'vitest';
import { labelledCategories, valueDomain } from './chart-plot';

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
