import { describe, expect, it } from 'vitest';
import { initials } from './avatar';

describe('initials', () => {
  it.each<[string | undefined, string]>([
    ['João Pereira Lima', 'JL'],
    ['ana', 'A'],
    ['  Ana   Souza  ', 'AS'],
    ['Ana 😀', 'A'],
    ['😀 Ana', 'A'],
    ['Família 👩‍👩‍👧', 'F'],
    ['=HYPERLINK("http://x") Zoë שלום 👩‍👩‍👧', 'Hש'],
    ['Édipo Ávila', 'ÉÁ'],
    ['😀', ''],
    ['', ''],
    [undefined, ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
