import { describe, expect, it } from 'vitest';
import { valueDomain } from './chart-plot';

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
