import { describe, expect, it } from 'vitest';
import { closeCountdown } from './countdown';

describe('closeCountdown', () => {
  it.each([
    ['2026-03-05T12:00:00-03:00', '2026-03-05', '2026-03-05', { unit: 'today' }],
    ['2026-03-04T12:00:00-03:00', '2026-03-05', '2026-03-04', { unit: 'hours', n: 12 }],
    ['2026-03-04T00:00:00-03:00', '2026-03-05', '2026-03-04', { unit: 'hours', n: 24 }],
    ['2026-03-03T23:00:00-03:00', '2026-03-05', '2026-03-03', { unit: 'days', n: 1 }],
    ['2026-03-01T10:00:00-03:00', '2026-03-05', '2026-03-01', { unit: 'days', n: 3 }],
  ])('at %s closing %s', (now, close, today, expected) => {
    expect(closeCountdown(new Date(now), close, today)).toEqual(expected);
  });

  it('is null after the close day', () => {
    expect(closeCountdown(new Date('2026-03-06T10:00:00-03:00'), '2026-03-05', '2026-03-06')).toBeNull();
  });
});
