import { describe, expect, it } from 'vitest';
import { progressPercent, roundedPercent } from './progress';

describe('progress', () => {
  it.each<[number, number, number]>([
    [50, 100, 50],
    [100, 100, 100],
    [150, 100, 150],
    [-50, 100, 50],
    [0, 0, 0],
    [10, 0, 100],
  ])('%i of %i is %i%%', (value, max, expected) => {
    expect(progressPercent(value, max)).toBe(expected);
  });

  it.each<[number, number | null]>([
    [0, 0],
    [0.4, null],
    [1, 1],
    [99.4, 99],
    [99.6, 99],
    [99.999, 99],
    [100, 100],
    [100.4, 100],
    [100.6, 101],
  ])('%d%% shows %j', (percent, expected) => {
    expect(roundedPercent(percent)).toBe(expected);
  });
});
