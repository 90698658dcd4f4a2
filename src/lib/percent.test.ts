import { describe, expect, it } from 'vitest';
import { formatPercentValue } from './percent';

describe('formatPercentValue', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [100, '100'],
    [251, '251'],
    [999, '999'],
    [1000, '1.000'],
    [2542100, '2.542.100'],
    [34279953992, '34.279.953.992'],
    [-99681961, '-99.681.961'],
    [-0.4, '0'],
    [12.5, '13'],
  ])('%d is %s', (percent, text) => {
    expect(formatPercentValue(percent)).toBe(text);
  });

  it('groups as Intl groups a pt-BR integer', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    for (const value of [1234, 98765, 1000000, 15746026020, -4321]) {
      expect(formatPercentValue(value)).toBe(intl.format(value));
    }
  });
});
