import { describe, expect, it } from 'vitest';
import { oneLineName, trimVisible } from './text';

describe('trimVisible', () => {
  it.each<[string, string]>([
    ['  Mercado  ', 'Mercado'],
    ['\u200b\u200b', ''],
    ['\u200bAluguel\u200d', 'Aluguel'],
    ['\ufeff\u00a0\u2060', ''],
    ['\u200e\u200f\u00ad', ''],
    ['Família 👩‍👩‍👧', 'Família 👩‍👩‍👧'],
    ['Zoë\u202e שלום', 'Zoë\u202e שלום'],
    ['', ''],
  ])('%j is %j', (text, trimmed) => {
    expect(trimVisible(text)).toBe(trimmed);
  });
});

describe('oneLineName', () => {
  it.each<[string, string]>([
    ['Padaria \u202eonrevni', 'Padaria onrevni'],
    ['linha1\nlinha2', 'linha1 linha2'],
    ['a\r\n\tb', 'a b'],
    ['\u2067שלום\u2069 Ana', 'שלום Ana'],
    ['Aluguel\u2028• Luz', 'Aluguel • Luz'],
    ['\n\u202e', ''],
    ['Zoë שלום 👩‍👩‍👧', 'Zoë שלום 👩‍👩‍👧'],
  ])('%j is kept as %j', (text, kept) => {
    expect(oneLineName(text)).toBe(kept);
  });
});
