import { describe, expect, it } from 'vitest';
import { abbreviateLikes } from './likes';

describe('abbreviateLikes', () => {
  it.each([
    [0, '0'],
    [842, '842'],
    [999, '999'],
    [1000, '1 mil'],
    [1250, '1,3 mil'],
    [15_400, '15,4 mil'],
    [2_000_000, '2 mi'],
  ])('%i likes read %s', (likes, expected) => {
    expect(abbreviateLikes(likes).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
