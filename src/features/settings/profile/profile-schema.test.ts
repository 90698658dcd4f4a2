import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/gen/model';
import { type ProfileValues, profileSchema, profileUpdateOf, profileValuesOf } from './profile-schema';

const user: User = { _id: 'u1', email: 'ana@exemplo.com.br', name: 'Ana', active: true };
const TODAY = '2026-03-10';

function issuesOf(values: Partial<ProfileValues>): Record<string, string> {
  const result = v.safeParse(profileSchema(TODAY), { ...profileValuesOf(user), ...values });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('profile birth date', () => {
  it.each([
    // São Paulo's zone data puts these midnights on the day before (LMT −03:06:28 until 1914).
    ['1913-12-31T03:00:00.000Z', '1913-12-31'],
    ['1914-01-01T03:00:00.000Z', '1914-01-01'],
    ['1900-01-01T03:00:00.000Z', '1900-01-01'],
    // Summer time years, and the social sign-up's noon UTC.
    ['1990-01-15T03:00:00.000Z', '1990-01-15'],
    ['1950-06-01T12:00:00.000Z', '1950-06-01'],
  ])('%s reads as %s and is saved back unchanged', (instant, day) => {
    const values = profileValuesOf({ ...user, birthdate: instant });
    expect(values.birthdate).toBe(day);
    expect(profileUpdateOf(values).birthdate).toBe(`${day}T03:00:00.000Z`);
  });

  it('refuses what the server refuses, with the catalogue texts', () => {
    expect(issuesOf({ birthdate: '1899-12-31' }).birthdate).toBe('settings:profile.birthdateTooOld');
    expect(issuesOf({ birthdate: '0001-01-01' }).birthdate).toBe('settings:profile.birthdateTooOld');
    expect(issuesOf({ birthdate: '2026-03-11' }).birthdate).toBe('settings:profile.birthdateFuture');
    expect(issuesOf({ birthdate: '2201-01-01' }).birthdate).toBe('settings:profile.birthdateFuture');
    expect(issuesOf({ birthdate: '1900-01-01' })).toEqual({});
    expect(issuesOf({ birthdate: TODAY })).toEqual({});
  });
});

describe('profile texts', () => {
  it('stop at the contract’s 200 characters', () => {
    expect(issuesOf({ name: 'A'.repeat(200), city: 'C'.repeat(200) })).toEqual({});
    expect(issuesOf({ name: 'A'.repeat(201), city: 'C'.repeat(201) })).toEqual({
      name: 'settings:profile.textTooLong',
      city: 'settings:profile.textTooLong',
    });
  });
});
