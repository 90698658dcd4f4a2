import { describe, expect, it } from 'vitest';
import { isSearchable, searchText } from './search-text';

describe('isSearchable', () => {
  it.each([
    ['a', false],
    [' a ', false],
    ['🏠', false],
    ['🏠💸', true],
    ['ab', true],
    ['  ', false],
  ])('%j -> %j', (typed, expected) => {
    expect(isSearchable(typed)).toBe(expected);
  });
});

describe('searchText', () => {
  it('keeps the first 100 letters, never half of one', () => {
    const typed = `${'a'.repeat(99)}🏠🏠`;
    expect(searchText(typed)).toBe(`${'a'.repeat(99)}🏠`);
  });

  it('trims', () => {
    expect(searchText('  mercado ')).toBe('mercado');
  });
});
