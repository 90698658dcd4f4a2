import { describe, expect, it } from 'vitest';
import { amountCell, csvLine, textCell } from './cells.ts';

describe('textCell', () => {
  it.each([
    ['Mercado', 'Mercado'],
    ['', ''],
    ['Mercado; feira', '"Mercado; feira"'],
    ['Disse "oi"', '"Disse ""oi"""'],
    ['=HYPERLINK("http://x.example","clique")', `"'=HYPERLINK(""http://x.example"",""clique"")"`],
    ['=1+1', `"'=1+1"`],
    ['+5511999999999', `"'+5511999999999"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1', `"'\n=1"`],
    ['  =1+1', `"'  =1+1"`],
    ['"=1+1', `"'""=1+1"`],
    ["'=1+1", `"''=1+1"`],
    ['a=1', 'a=1'],
    ['Salário - março', 'Salário - março'],
  ])('%j becomes %j', (input, expected) => {
    expect(textCell(input)).toBe(expected);
  });
});

describe('amountCell', () => {
  it.each([
    ['-10,00', '-10,00'],
    ['123,45', '123,45'],
    ['0', '0'],
    ['-10,00;=1+1', `"'-10,00;=1+1"`],
    ['-1+1', `"'-1+1"`],
  ])('%j becomes %j', (input, expected) => {
    expect(amountCell(input)).toBe(expected);
  });
});

it('joins safe cells with the pt-BR separator', () => {
  expect(csvLine([textCell('=1'), amountCell('-1,00')])).toBe(`"'=1";-1,00`);
});
