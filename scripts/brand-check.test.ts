import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandProblems } from './brand-check.ts';

const brandsDir = new URL('../brands/', import.meta.url);
const brand = (id: string) => JSON.parse(readFileSync(new URL(`${id}/brand.json`, brandsDir), 'utf8'));
const ids = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('brandProblems', () => {
  it.each(ids)('%s builds', (id) => {
    expect(brandProblems(brand(id))).toEqual([]);
  });

  it.each([
    [
      'Facebook switched on',
      { loginProviders: { google: true, apple: false, facebook: true, social: true } },
      ['loginProviders.facebook: sign-in with Facebook is not built (decision 490); set it to false'],
    ],
    [
      'a colour that is not one',
      { colours: { primary: 'verde', secondary: '#f2a93b' } },
      [expect.stringMatching(/^colours\.primary: /)],
    ],
    [
      'a screen that cannot be hidden',
      { hiddenScreens: ['painel'] },
      [expect.stringMatching(/^hiddenScreens\.0: /)],
    ],
  ])('%s', (_, change, problems) => {
    expect(brandProblems({ ...brand('demo'), ...change })).toEqual(problems);
  });
});
