import { describe, expect, it } from 'vitest';
import { MAX_MARKS_PER_LETTER, oneLineName, trimVisible } from './text';

describe('trimVisible', () => {
  it.each<[string, string]>([
    ['  Mercado  ', 'Mercado'],
    ['\u200b\u200b', ''],
    ['\u200bAluguel\u200d', 'Aluguel'],
    ['\ufeff\u00a0\u2060', ''],
    ['\u200e\u200f\u00ad', ''],
    ['Família 👩‍👩‍👧', 'Família 👩‍👩‍👧'],
    ['Zoë\u202e שלום', 'Zoë\u202e שלום'],
    ['\u034fFeira livre\u034f\u3164', 'Feira livre'],
    ['\u3164\u115f\u034f', ''],
    ['Amor ❤\ufe0f', 'Amor ❤\ufe0f'],
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
    // Real accents stay: Vietnamese typed decomposed (two marks), Hebrew with points, a keycap.
    ['Nguye\u0302\u0303n Thi\u0323\u0302', 'Nguye\u0302\u0303n Thi\u0323\u0302'],
    ['שָּׁרָה', 'שָּׁרָה'],
    ['Sala 1\ufe0f\u20e3', 'Sala 1\ufe0f\u20e3'],
    ['Jose\u0301 Conceic\u0327a\u0303o', 'Jose\u0301 Conceic\u0327a\u0303o'],
  ])('%j is kept as %j', (text, kept) => {
    expect(oneLineName(text)).toBe(kept);
  });

  it.each<[string, string]>([
    [`Carl${'\u0301'.repeat(180)}os Souza`, 'Carl\u0301\u0301\u0301os Souza'],
    [`Carl${'\u0301'.repeat(32)}os`, 'Carl\u0301\u0301\u0301os'],
    [`A${'\u0336\u0489\u0301\u0317'.repeat(20)}na`, 'A\u0336\u0489\u0301na'],
    [`é${'\u0301'.repeat(9)}`, 'é\u0301\u0301\u0301'],
    ['a\u0301\u0301\u202e\u0301\u0301', 'a\u0301\u0301\u0301'],
    [`${'\u0301'.repeat(50)}Ana`, '\u0301\u0301\u0301Ana'],
  ])('a pile of marks %j is cut to %j (audit AB1)', (text, kept) => {
    expect(oneLineName(text)).toBe(kept);
    expect(Math.max(...(oneLineName(text).match(/\p{M}+/gu) ?? []).map((run) => run.length))).toBe(
      MAX_MARKS_PER_LETTER,
    );
  });
});
