import { describe, expect, it } from 'vitest';
import { monthAsked } from './months.ts';
import { wordsOf } from './text.ts';

describe('monthAsked', () => {
  it.each([
    ['quanto gastei este mês?', '2026-11', undefined],
    ['quanto gastei no mês passado?', '2026-11', { offset: -1 }],
    ['e no mês retrasado?', '2026-11', { offset: -2 }],
    ['quanto vou gastar no mês que vem?', '2026-11', { offset: 1 }],
    ['gastos de outubro', '2026-11', { offset: -1 }],
    ['gastos de novembro', '2026-11', { offset: 0 }],
    ['gastos de dezembro', '2026-11', { offset: -11 }],
    ['orçamento de dezembro que vem', '2026-11', { offset: 1 }],
    ['gastos de dezembro', '2027-01', { offset: -1 }],
    ['receitas de março de 2025', '2026-11', { offset: -20 }],
    ['receitas de MARÇO/2027', '2026-11', { offset: 4 }],
    ['quanto gastei a mais?', '2026-11', undefined],
    ['quanto gastei ontem?', '2026-11', { byMonthOnly: true }],
    ['quanto gastei hoje', '2026-11', { byMonthOnly: true }],
    ['gastos da semana passada', '2026-11', { byMonthOnly: true }],
    ['quanto gastei em 2017?', '2026-11', { byMonthOnly: true }],
    ['quanto gastei no ano passado?', '2026-11', { byMonthOnly: true }],
  ])('%j in %s', (message, current, expected) => {
    expect(monthAsked(wordsOf(message), current)).toEqual(expected);
  });
});
