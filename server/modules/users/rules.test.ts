import { describe, expect, it } from 'vitest';
import { checkBirthdate } from './rules.ts';

// 28/11/2026 22:30 in São Paulo: already 29/11 in UTC.
const NOW = new Date('2026-11-29T01:30:00.000Z');

describe('checkBirthdate keeps the day the client wrote (audit X4)', () => {
  it.each([
    ['the SPA: midnight in São Paulo', '1990-05-10T03:00:00.000Z', '1990-05-10'],
    ['the social sign-up: noon UTC', '1990-05-10T12:00:00.000Z', '1990-05-10'],
    ['a plain ISO date: midnight UTC', '2000-01-15T00:00:00Z', '2000-01-15'],
    ['midnight at another offset', '2000-01-15T00:00:00+01:00', '2000-01-15'],
    ['São Paulo midnight written with its offset', '2000-01-15T00:00:00-03:00', '2000-01-15'],
    ['the first day the profile takes', '1900-01-01T00:00:00Z', '1900-01-01'],
    ['today in UTC', '2026-11-29T01:00:00.000Z', '2026-11-29'],
    ['today in São Paulo', '2026-11-28T22:00:00-03:00', '2026-11-28'],
  ])('%s: %s is %s', (_, iso, day) => {
    const kept = checkBirthdate(iso, NOW);
    expect(kept.toISOString()).toBe(`${day}T12:00:00.000Z`);
  });

  it.each([
    ['tomorrow in São Paulo', '2026-11-29T00:30:00-03:00'],
    ['tomorrow in UTC', '2026-11-30T00:00:00Z'],
    ['a day no calendar has', '2026-02-30T00:00:00Z'],
    ['no instant at all', 'ontem'],
  ])('refuses %s (%s)', (_, iso) => {
    expect(() => checkBirthdate(iso, NOW)).toThrow();
  });
});
