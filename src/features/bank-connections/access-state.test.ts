import { describe, expect, it } from 'vitest';
import type { BankAccess } from '@/api/gen/model';
import { accessState, canSync, connectingBlocked, connectionNames, isStale } from './access-state';

const NOW = new Date('2026-03-10T12:00:00-03:00');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const access = (overrides: Partial<BankAccess>): BankAccess => ({
  _id: 'ba',
  linkId: 'item',
  institution: 'NuBank',
  type: 'pluggy',
  active: true,
  lastUpdate: hoursAgo(2),
  ...overrides,
});

describe('isStale', () => {
  it.each([
    ['never updated', null, true],
    ['updated 2 hours ago', hoursAgo(2), false],
    ['updated exactly a day ago', hoursAgo(24), false],
    ['updated 25 hours ago', hoursAgo(25), true],
  ])('%s', (_case, lastUpdate, expected) => {
    expect(isStale({ lastUpdate }, NOW)).toBe(expected);
  });
});

describe('accessState and canSync', () => {
  it.each([
    ['a fresh connection', {}, 'active', true],
    ['stale data', { lastUpdate: hoursAgo(30) }, 'stale', true],
    ['pending at the institution', { status: 'pending', active: false }, 'pending', false],
    ['a legacy connector', { type: 'belvo' }, 'legacy', false],
    ['legacy wins over pending', { type: 'belvo', status: 'pending' }, 'legacy', false],
  ] as const)('%s', (_case, overrides, state, syncable) => {
    expect(accessState(access(overrides), NOW)).toBe(state);
    expect(canSync(access(overrides))).toBe(syncable);
  });
});

describe('connectingBlocked', () => {
  it.each([
    ['no connections', [], false],
    ['only current ones', [{ type: 'pluggy' }], false],
    ['one legacy among them', [{ type: 'pluggy' }, { type: 'belvo' }], true],
  ])('%s', (_case, accesses, expected) => {
    expect(connectingBlocked(accesses)).toBe(expected);
  });
});

describe('connectionNames', () => {
  const dated = ({ institution, createdAt }: Pick<BankAccess, 'institution' | 'createdAt'>) =>
    createdAt ? `${institution}, conectada em ${createdAt.slice(0, 10)}` : institution;
  const named = (list: BankAccess[]) => [...connectionNames(list, dated).values()];

  it.each([
    [
      'one of each bank: the bank alone',
      [access({ _id: 'a' }), access({ _id: 'b', institution: 'Itaú' })],
      ['NuBank', 'Itaú'],
    ],
    [
      'the same bank twice: with the day each was connected',
      [
        access({ _id: 'a', institution: 'Itaú', createdAt: '2026-03-01T10:00:00Z' }),
        access({ _id: 'b', institution: 'Itaú', createdAt: '2026-03-09T10:00:00Z' }),
        access({ _id: 'c', createdAt: '2026-03-01T10:00:00Z' }),
      ],
      ['Itaú, conectada em 2026-03-01', 'Itaú, conectada em 2026-03-09', 'NuBank'],
    ],
    [
      'connected the same day, or with no date: numbered too',
      [
        access({ _id: 'a', institution: 'Itaú', createdAt: '2026-03-01T10:00:00Z' }),
        access({ _id: 'b', institution: 'Itaú', createdAt: '2026-03-01T11:00:00Z' }),
        access({ _id: 'c' }),
        access({ _id: 'd' }),
      ],
      ['Itaú, conectada em 2026-03-01 (1)', 'Itaú, conectada em 2026-03-01 (2)', 'NuBank (1)', 'NuBank (2)'],
    ],
  ])('%s', (_case, list, names) => {
    expect(named(list)).toEqual(names);
    expect(new Set(named(list)).size).toBe(list.length);
  });
});
