import type { ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { chosenMonth } from './chosen-month';

const at = (pathname: string, search: Record<string, unknown>) => ({ pathname, search }) as ParsedLocation;

describe('the month a month change is on its way to (audit P1)', () => {
  const november = at('/painel', { month: '2026-11' });

  it('is the address month while the router loads it on the same screen', () => {
    expect(
      chosenMonth({
        status: 'pending',
        location: at('/painel', { month: '2026-12' }),
        resolvedLocation: november,
      }),
    ).toBe('2026-12');
  });

  it('is nothing once the router has settled', () => {
    const december = at('/painel', { month: '2026-12' });
    expect(chosenMonth({ status: 'idle', location: december, resolvedLocation: december })).toBeUndefined();
  });

  it('is nothing when the address goes back to the month on screen (Back, or forward and back)', () => {
    expect(
      chosenMonth({ status: 'pending', location: november, resolvedLocation: november }),
    ).toBeUndefined();
  });

  it('is nothing when another filter changes and the month stays', () => {
    const revenues = at('/painel', { month: '2026-11', group: 'revenues' });
    expect(
      chosenMonth({ status: 'pending', location: revenues, resolvedLocation: november }),
    ).toBeUndefined();
  });

  it('is nothing on the way to another screen', () => {
    const planning = at('/planejamento', { month: '2026-12' });
    expect(
      chosenMonth({ status: 'pending', location: planning, resolvedLocation: november }),
    ).toBeUndefined();
  });

  it('is nothing before the first screen has loaded', () => {
    expect(chosenMonth({ status: 'pending', location: november })).toBeUndefined();
  });
});
