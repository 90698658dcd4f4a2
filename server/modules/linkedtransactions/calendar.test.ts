import { describe, expect, it } from 'vitest';
import { bookedType, paidInMonth } from './calendar.ts';

describe('calendar item rules', () => {
  it.each([
    [null, '2026-03', false],
    ['2026-03-10T12:00:00.000Z', '2026-03', true],
    ['2026-03-10T12:00:00.000Z', '2026-04', false],
    // 01:30 UTC on 1 April is still 31 March in São Paulo.
    ['2026-04-01T01:30:00.000Z', '2026-03', true],
    ['2026-04-01T01:30:00.000Z', '2026-04', false],
  ] as const)('paid at %s counts in %s: %s', (paidAt, month, expected) => {
    expect(paidInMonth(paidAt ? new Date(paidAt) : null, month)).toBe(expected);
  });

  it.each([
    ['investiments', -100, 'investiments'],
    ['revenues', 100, 'revenues'],
    [null, -1, 'expenses'],
    [null, 1, 'revenues'],
    ['other', -1, 'expenses'],
  ] as const)('type %s with %i cents books as %s', (type, cents, expected) => {
    expect(bookedType(type, cents)).toBe(expected);
  });
});
