import { describe, expect, it } from 'vitest';
import { trimVisible } from './text';

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
