import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates.ts';
import {
  closeCountdown,
  installmentInvoiceMonths,
  invoiceDates,
  invoiceMonthOf,
  invoicePeriod,
  invoiceTotal,
  nextCloseDate,
} from './invoices.ts';

describe('invoiceMonthOf: a purchase on or after the close day goes to the next invoice', () => {
  it.each([
    ['2025-03-04', 5, '2025-03'],
    ['2025-03-05', 5, '2025-04'],
    ['2025-03-06', 5, '2025-04'],
    ['2025-12-05', 5, '2026-01'],
    ['2025-02-27', 31, '2025-02'],
    ['2025-02-28', 31, '2025-03'],
    ['2024-02-28', 31, '2024-02'],
    ['2024-02-29', 31, '2024-03'],
    ['2024-02-29', 30, '2024-03'],
    ['2025-04-29', 31, '2025-04'],
    ['2025-04-30', 31, '2025-05'],
    ['2025-01-30', 31, '2025-01'],
    ['2025-01-31', 31, '2025-02'],
    ['2025-01-01', 1, '2025-02'],
    ['2025-12-31', 31, '2026-01'],
  ])('%s with close day %i -> %s', (date, closeDay, expected) => {
    expect(invoiceMonthOf(date, closeDay)).toBe(expected);
  });

  it.each([1, 5, 28, 29, 30, 31])(
    'close day %i: every day of 2023-2024 falls in its invoice period',
    (closeDay) => {
      for (let date = '2023-01-01'; date <= '2024-12-31'; date = addDays(date, 1)) {
        const { start, end } = invoicePeriod(invoiceMonthOf(date, closeDay), closeDay);
        expect(date >= start && date <= end, `${date} in ${start}..${end}`).toBe(true);
      }
    },
  );
});

describe('invoice dates', () => {
  it.each([
    ['2025-03', 5, 12, '2025-03-05', '2025-03-12'],
    ['2025-03', 25, 5, '2025-03-25', '2025-04-05'],
    ['2025-02', 31, 10, '2025-02-28', '2025-03-10'],
    ['2024-02', 31, 10, '2024-02-29', '2024-03-10'],
    ['2025-04', 31, 31, '2025-04-30', '2025-05-31'],
    ['2025-01', 30, 31, '2025-01-30', '2025-01-31'],
    ['2025-01', 28, 31, '2025-01-28', '2025-01-31'],
    ['2025-01', 10, 10, '2025-01-10', '2025-02-10'],
    ['2025-12', 20, 1, '2025-12-20', '2026-01-01'],
    // A due day cut to the month's length never falls on the close date (audit X5).
    ['2026-11', 30, 31, '2026-11-30', '2026-12-31'],
    ['2026-02', 29, 30, '2026-02-28', '2026-03-30'],
    ['2028-02', 29, 30, '2028-02-29', '2028-03-30'],
    ['2026-02', 28, 31, '2026-02-28', '2026-03-31'],
    ['2028-02', 28, 31, '2028-02-28', '2028-02-29'],
  ])('%s close %i due %i -> closes %s, due %s', (month, invoiceCloseOn, paid, closeDate, dueDate) => {
    expect(invoiceDates(month, { invoiceCloseOn, paid })).toEqual({ closeDate, dueDate });
  });

  it.each([
    ['2025-03', 31, '2025-02-28', '2025-03-30'],
    ['2024-03', 31, '2024-02-29', '2024-03-30'],
    ['2025-01', 5, '2024-12-05', '2025-01-04'],
  ])('period of %s, close %i: %s..%s', (month, closeDay, start, end) => {
    expect(invoicePeriod(month, closeDay)).toEqual({ start, end });
  });
});

describe('instalments spread over the following invoices', () => {
  it.each([
    ['2025-03-04', 5, 3, ['2025-03', '2025-04', '2025-05']],
    ['2025-03-05', 5, 3, ['2025-04', '2025-05', '2025-06']],
    ['2025-01-29', 30, 3, ['2025-01', '2025-02', '2025-03']],
    ['2025-11-10', 5, 3, ['2025-12', '2026-01', '2026-02']],
  ])('%s close %i in %ix -> %j', (date, closeDay, installments, expected) => {
    expect(installmentInvoiceMonths(date, closeDay, installments)).toEqual(expected);
  });

  it('360 instalments cover 360 consecutive invoices', () => {
    const months = installmentInvoiceMonths('2025-01-31', 31, 360);
    expect(months[0]).toBe('2025-02');
    expect(months.at(-1)).toBe('2055-01');
    expect(new Set(months).size).toBe(360);
  });
});

describe('invoice total and the close countdown', () => {
  it.each([
    [[], 0],
    [[{ value: -3334 }, { value: -1050 }, { value: 200 }], -4184],
  ])('total of %j is %i', (items, expected) => {
    expect(invoiceTotal(items)).toBe(expected);
  });

  it.each([
    ['2025-03-04', 5, '2025-03-05'],
    ['2025-03-05', 5, '2025-03-05'],
    ['2025-03-06', 5, '2025-04-05'],
    ['2025-02-28', 31, '2025-02-28'],
    ['2025-03-01', 31, '2025-03-31'],
  ])('on %s with close day %i the open invoice closes on %s', (today, closeDay, expected) => {
    expect(nextCloseDate(today, closeDay)).toBe(expected);
  });

  it.each([
    ['2025-03-05T10:00:00-03:00', '2025-03-05', { unit: 'today', n: 0 }],
    ['2025-03-05T23:59:00-03:00', '2025-03-05', { unit: 'today', n: 0 }],
    ['2025-03-04T10:00:00-03:00', '2025-03-05', { unit: 'hours', n: 14 }],
    ['2025-03-04T23:30:00-03:00', '2025-03-05', { unit: 'hours', n: 1 }],
    ['2025-03-04T00:00:00-03:00', '2025-03-05', { unit: 'days', n: 1 }],
    ['2025-03-03T10:00:00-03:00', '2025-03-05', { unit: 'days', n: 1 }],
    ['2025-03-03T00:00:00-03:00', '2025-03-05', { unit: 'days', n: 2 }],
    ['2025-02-01T12:00:00-03:00', '2025-02-28', { unit: 'days', n: 26 }],
  ])('at %s, closing %s -> %j', (now, closeDate, expected) => {
    expect(closeCountdown(new Date(now), closeDate)).toEqual(expected);
  });
});
