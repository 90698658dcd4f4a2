import { describe, expect, it } from 'vitest';
import {
  type CalendarItem,
  type DueRow,
  dueOn,
  isReminderDue,
  nextReminderAt,
  reminderInstant,
  reminderWindows,
} from './reminders.ts';

// São Paulo is UTC-3 all year (no daylight saving since 2019): 09:00 there is 12:00Z.
const at = (iso: string) => new Date(iso);

describe('reminder times in São Paulo', () => {
  it.each([
    ['2026-03-10', '09:00', '2026-03-10T12:00:00.000Z'],
    ['2026-03-10', '00:00', '2026-03-10T03:00:00.000Z'],
    ['2026-03-10', '23:59', '2026-03-11T02:59:00.000Z'],
    ['2026-12-31', '21:30', '2027-01-01T00:30:00.000Z'],
  ])('%s at %s is %s', (date, time, instant) => {
    expect(reminderInstant(date, time).toISOString()).toBe(instant);
  });

  it.each([
    // [now (UTC), preferred time, São Paulo date, due?]
    ['just before 09:00', '2026-03-10T11:59:59Z', '09:00', '2026-03-10', false],
    ['at 09:00 sharp', '2026-03-10T12:00:00Z', '09:00', '2026-03-10', true],
    ['an hour late (a restart)', '2026-03-10T13:00:00Z', '09:00', '2026-03-10', true],
    ['the catch-up window has passed', '2026-03-10T14:00:00Z', '09:00', '2026-03-10', false],
    ['a time set later in the day is not due yet', '2026-03-10T12:00:00Z', '21:30', '2026-03-10', false],
    ['23:45 is still due just after midnight', '2026-03-11T03:30:00Z', '23:45', '2026-03-10', true],
    ['...for the day before, not the new day', '2026-03-11T03:30:00Z', '23:45', '2026-03-11', false],
    ['00:15 of the new day is due at 00:30', '2026-03-11T03:30:00Z', '00:15', '2026-03-11', true],
    ['21:30 São Paulo is already the next UTC day', '2027-01-01T00:30:00Z', '21:30', '2026-12-31', true],
    ['a UTC date is never the reminder date', '2027-01-01T00:30:00Z', '21:30', '2027-01-01', false],
  ])('%s', (_, now, time, date, due) => {
    expect(isReminderDue(date, time, at(now))).toBe(due);
  });

  it('spans two São Paulo dates only around midnight', () => {
    expect(reminderWindows(at('2026-03-10T15:00:00Z'))).toEqual([
      { date: '2026-03-10', from: '10:01', to: '12:00' },
    ]);
    expect(reminderWindows(at('2026-03-11T03:30:00Z'))).toEqual([
      { date: '2026-03-10', from: '22:31', to: '23:59' },
      { date: '2026-03-11', from: '00:00', to: '00:30' },
    ]);
  });

  // Audit AH1: at 00:47 on 29/11 a person sets 23:00. The sweep a minute before saw the day before
  // whole, so 23:00 is today's time (sent at 23:00), never a second, late reminder of the 28th.
  it.each([
    // [case, now (UTC), last sweep (UTC) or null, preferred time, São Paulo date, due?]
    [
      'a time set after midnight is not yesterday’s',
      '2026-11-29T03:47:00Z',
      '2026-11-29T03:46:00Z',
      '23:00',
      '2026-11-28',
      false,
    ],
    [
      '...nor today’s before its hour',
      '2026-11-29T03:47:00Z',
      '2026-11-29T03:46:00Z',
      '23:00',
      '2026-11-29',
      false,
    ],
    [
      'a time already past today still goes at once',
      '2026-11-29T03:47:00Z',
      '2026-11-29T03:46:00Z',
      '00:30',
      '2026-11-29',
      true,
    ],
    [
      'a sweep at 23:59 saw the whole day before',
      '2026-11-29T03:10:00Z',
      '2026-11-29T02:59:00Z',
      '23:59',
      '2026-11-28',
      false,
    ],
    [
      'down since 22:59: 23:00 is caught up at 00:30',
      '2026-11-29T03:30:00Z',
      '2026-11-29T01:59:00Z',
      '23:00',
      '2026-11-28',
      true,
    ],
    [
      '...but not 22:59, which that sweep saw',
      '2026-11-29T03:30:00Z',
      '2026-11-29T01:59:00Z',
      '22:59',
      '2026-11-28',
      false,
    ],
    [
      'no sweep within the window: the whole catch-up',
      '2026-11-29T03:30:00Z',
      null,
      '22:45',
      '2026-11-28',
      true,
    ],
    [
      'a sweep older than the window changes nothing',
      '2026-11-29T03:30:00Z',
      '2026-11-28T20:00:00Z',
      '22:31',
      '2026-11-28',
      true,
    ],
  ])('%s', (_, now, lastSweep, time, date, due) => {
    expect(isReminderDue(date, time, at(now), { lastSweep: lastSweep ? at(lastSweep) : null })).toBe(due);
  });

  it('after a sweep past midnight looks at today only', () => {
    expect(reminderWindows(at('2026-03-11T03:30:00Z'), { lastSweep: at('2026-03-11T03:29:00Z') })).toEqual([
      { date: '2026-03-11', from: '00:00', to: '00:30' },
    ]);
    expect(reminderWindows(at('2026-03-11T03:30:00Z'), { lastSweep: at('2026-03-11T02:10:00Z') })).toEqual([
      { date: '2026-03-10', from: '23:11', to: '23:59' },
      { date: '2026-03-11', from: '00:00', to: '00:30' },
    ]);
  });

  it('announces the next occurrence: today when still ahead, else tomorrow', () => {
    expect(nextReminderAt('09:00', at('2026-03-10T11:00:00Z')).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(nextReminderAt('09:00', at('2026-03-10T12:00:00Z')).toISOString()).toBe(
      '2026-03-11T12:00:00.000Z',
    );
    expect(nextReminderAt('23:30', at('2026-03-11T02:40:00Z')).toISOString()).toBe(
      '2026-03-12T02:30:00.000Z',
    );
  });
});

describe('what falls due on a date', () => {
  const row = (over: Partial<DueRow>): DueRow => ({
    name: 'Aluguel',
    value: -150_000,
    date: '2026-03-11',
    paid: false,
    transactionType: 'expenses',
    internal: false,
    ...over,
  });
  const item = (over: Partial<CalendarItem>): CalendarItem => ({
    name: 'Internet',
    value: -9_990,
    day: 11,
    transactionType: 'expenses',
    lastPaymentDate: null,
    ...over,
  });

  it('lists unpaid expenses of the day and unpaid calendar items, largest first', () => {
    const due = dueOn(
      '2026-03-11',
      [
        row({}),
        row({ name: 'Já paga', paid: true }),
        row({ name: 'Salário', value: 500_000, transactionType: 'revenues' }),
        row({ name: 'Outro dia', date: '2026-03-12' }),
        row({ name: 'Transferência', internal: true }),
      ],
      [
        item({}),
        item({ name: 'Paga em março', lastPaymentDate: '2026-03-02' }),
        item({ name: 'Dia 12', day: 12 }),
      ],
    );
    expect(due).toEqual([
      { name: 'Aluguel', cents: 150_000 },
      { name: 'Internet', cents: 9_990 },
    ]);
  });

  it('caps a calendar day to the month: day 31 falls on 28 February', () => {
    expect(dueOn('2026-02-28', [], [item({ day: 31, lastPaymentDate: '2026-01-31' })])).toEqual([
      { name: 'Internet', cents: 9_990 },
    ]);
  });
});
