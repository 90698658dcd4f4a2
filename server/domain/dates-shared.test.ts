import { describe, expect, it } from 'vitest';
import * as spa from '../../src/lib/dates.ts';
import * as server from './dates.ts';

// Server and SPA each keep their date helpers, but a name means one thing on both sides: a
// helper exported by both must answer the same for the same input (issue 12 item 9).
const DATES = ['2024-01-31', '2024-02-29', '2025-02-28', '2026-03-15', '2026-12-31'];
const MONTHS = ['2024-02', '2025-02', '2026-12', '2027-01'];

describe('date helpers shared by name between server and SPA', () => {
  it('export nothing under one name with two meanings', () => {
    const shared = Object.keys(server).filter((name) => name in spa);
    expect(shared.sort()).toEqual(
      ['addMonthsToDate', 'firstDateOfMonth', 'isIsoDate', 'lastDateOfMonth', 'monthsBetween'].sort(),
    );
  });

  it('answer alike', () => {
    for (const date of DATES) {
      expect(server.isIsoDate(date)).toBe(spa.isIsoDate(date));
      for (const count of [-13, -1, 1, 12, 25])
        expect(server.addMonthsToDate(date, count)).toBe(spa.addMonthsToDate(date, count));
    }
    for (const month of MONTHS) {
      expect(server.firstDateOfMonth(month)).toBe(spa.firstDateOfMonth(month));
      expect(server.lastDateOfMonth(month)).toBe(spa.lastDateOfMonth(month));
      for (const other of MONTHS)
        expect(server.monthsBetween(month, other)).toBe(spa.monthsBetween(month, other));
    }
    expect(server.isIsoDate('2026-02-30')).toBe(spa.isIsoDate('2026-02-30'));
  });
});
