import { addDays, dateInMonth, lastDayOfMonth, startOfBusinessDay, todayIso } from '../../src/lib/dates.ts';
import type { Cents, IsoDate } from './types.ts';

const MINUTE_MS = 60_000;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** How late a reminder may still go out when no server process ran at its time (decision 471). */
export const REMINDER_CATCH_UP_MINUTES = 120;

/** Minutes after midnight of an 'HH:MM' preference (the contract's pattern guarantees the shape). */
function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant a São Paulo date reaches the wall-clock time 'HH:MM'. */
export function reminderInstant(date: IsoDate, time: string): Date {
  return new Date(startOfBusinessDay(date).getTime() + minutesOf(time) * MINUTE_MS);
}

/** The São Paulo wall clock at an instant, to the minute. */
export function saoPauloClock(now: Date): { date: IsoDate; time: string } {
  const date = todayIso(now);
  const minutes = Math.floor((now.getTime() - startOfBusinessDay(date).getTime()) / MINUTE_MS);
  return { date, time: timeOf(Math.min(minutes, 24 * 60 - 1)) };
}

export interface ReminderWindow {
  /** The São Paulo date whose reminder falls in the window. */
  date: IsoDate;
  /** Preferred times (inclusive, 'HH:MM') whose occurrence on `date` is due now. */
  from: string;
  to: string;
}

export interface WindowOptions {
  catchUpMinutes?: number;
  /**
   * When the sweep before this one ran (its period's start), if any did within the catch-up: the
   * times up to it were looked at already, with the preferences of that moment.
   */
  lastSweep?: Date | null;
}

/**
 * Which reminders are due at `now`: those whose preferred time on a São Paulo date fell in the last
 * `catchUpMinutes` (now included). Around midnight the window spans two dates: at 00:30 a 23:45
 * reminder of the day before is still due, and today's 00:15 too. The day before is caught up only
 * for the minutes no sweep ran (a server down across midnight, decision 471): a time someone sets
 * after midnight is that person's choice for today, never a late reminder of yesterday (audit AH1).
 */
export function reminderWindows(now: Date, options: WindowOptions = {}): ReminderWindow[] {
  const { catchUpMinutes = REMINDER_CATCH_UP_MINUTES, lastSweep = null } = options;
  const earliest = new Date(now.getTime() - (catchUpMinutes - 1) * MINUTE_MS);
  const start = saoPauloClock(earliest);
  const end = saoPauloClock(now);
  const today = { date: end.date, from: start.date === end.date ? start.time : '00:00', to: end.time };
  if (start.date === end.date) return [today];
  let from = start.time;
  if (lastSweep && lastSweep.getTime() >= earliest.getTime()) {
    const seen = saoPauloClock(lastSweep);
    // A sweep ran after midnight, or at yesterday's last minute: yesterday was looked at whole.
    if (seen.date !== start.date || seen.time === '23:59') return [today];
    const unseen = timeOf(minutesOf(seen.time) + 1);
    if (unseen > from) from = unseen;
  }
  return [{ date: start.date, from, to: '23:59' }, today];
}

/** Whether the reminder at `time` on `date` is due at `now` (the pure rule the sweep's query follows). */
export function isReminderDue(date: IsoDate, time: string, now: Date, options: WindowOptions = {}): boolean {
  return reminderWindows(now, options).some(
    (window) => window.date === date && time >= window.from && time <= window.to,
  );
}

/** The next instant a reminder at `time` goes out, counting from `now` (logged, and for tests). */
export function nextReminderAt(time: string, now: Date): Date {
  const today = reminderInstant(todayIso(now), time);
  return today.getTime() > now.getTime() ? today : reminderInstant(addDays(todayIso(now), 1), time);
}

export interface DueRow {
  name: string;
  value: Cents;
  date: IsoDate;
  paid: boolean;
  transactionType: string;
  internal: boolean;
}

export interface CalendarItem {
  name: string;
  value: Cents;
  day: number;
  transactionType: string | null;
  /** São Paulo date of the last payment, if any. */
  lastPaymentDate: IsoDate | null;
}

export interface DueItem {
  name: string;
  cents: Cents;
}

/**
 * What falls due on `date` (the dashboard's 'amanhã' list, decision 232): unpaid expenses dated then
 * and expense calendar items falling on it (day capped to the month) not yet paid in that month;
 * largest first, every one of them (an e-mail has room for more than the dashboard's five).
 */
export function dueOn(date: IsoDate, rows: readonly DueRow[], items: readonly CalendarItem[]): DueItem[] {
  const month = date.slice(0, 7);
  const fromRows = rows
    .filter((row) => row.date === date && !row.paid && !row.internal && row.transactionType === 'expenses')
    .map((row) => ({ name: row.name, cents: Math.abs(row.value) }));
  const fromItems = items
    .filter((item) => {
      const expense = item.transactionType ? item.transactionType === 'expenses' : item.value < 0;
      const falls = dateInMonth(month, Math.min(item.day, lastDayOfMonth(month))) === date;
      const paidThisMonth = item.lastPaymentDate?.slice(0, 7) === month;
      return expense && falls && !paidThisMonth;
    })
    .map((item) => ({ name: item.name, cents: Math.abs(item.value) }));
  return [...fromRows, ...fromItems].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
}
