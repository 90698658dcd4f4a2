import { describe, expect, it } from 'vitest';
import { isMergeCandidate, nameWords, similarNames } from './bank-merge.ts';

describe('nameWords', () => {
  it.each([
    ['PAG*SUPERMERCADO BOM PREÇO', ['supermercado', 'bom', 'preco']],
    ['Pix enviado - João da Silva', ['joao', 'silva']],
    ['COMPRA CARTAO 1234 IFOOD', ['ifood']],
    ['   ', []],
  ])('%s', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
});

describe('similarNames', () => {
  it.each([
    [
      'a merchant in capitals with the bank prefix',
      'PAG*SUPERMERCADO BOM PRECO',
      'Supermercado Bom Preço',
      true,
    ],
    ['a shared meaningful word', 'UBER *TRIP HELP.UBER.COM', 'Uber para o trabalho', true],
    ['one name inside the other', 'NETFLIX.COM', 'Netflix', true],
    ['a typo', 'Farmacia Pague Menos', 'Farmácia Pague Mnos', true],
    ['joined words', 'IFOOD*RESTAURANTE', 'iFood', true],
    ['accents and case only', 'ALUGUEL', 'aluguel', true],
    ['different merchants', 'POSTO SHELL', 'Supermercado Extra', false],
    ['only noise words in common', 'PIX ENVIADO MARIA', 'Pix enviado José', false],
    ['short words do not count alone', 'BR MAX', 'BR Distribuidora', false],
    ['an empty name', '', 'Mercado', false],
  ])('%s', (_, a, b, expected) => {
    expect(similarNames(a, b)).toBe(expected);
    expect(similarNames(b, a)).toBe(expected);
  });
});

describe('isMergeCandidate', () => {
  const imported = { value: -18_740, date: '2026-03-12', name: 'PAG*SUPERMERCADO BOM PRECO' };
  it.each([
    [
      'same amount, a day apart, similar name',
      { ...imported, date: '2026-03-11', name: 'Supermercado Bom Preço' },
      true,
    ],
    ['three days before', { ...imported, date: '2026-03-09', name: 'Supermercado' }, true],
    ['three days after', { ...imported, date: '2026-03-15', name: 'Supermercado' }, true],
    ['four days apart', { ...imported, date: '2026-03-08', name: 'Supermercado' }, false],
    ['across a month end', { value: -5_000, date: '2026-04-01', name: 'Padaria' }, false],
    ['a cent of difference', { ...imported, value: -18_741, name: 'Supermercado' }, false],
    ['same amount as a revenue', { ...imported, value: 18_740, name: 'Supermercado' }, false],
    ['same amount and day, another merchant', { ...imported, name: 'Posto Shell' }, false],
  ])('%s', (_, manual, expected) => {
    expect(isMergeCandidate(imported, manual)).toBe(expected);
  });

  it('counts days across months', () => {
    const end = { value: -5_000, date: '2026-02-27', name: 'Padaria Pão Quente' };
    expect(isMergeCandidate(end, { ...end, date: '2026-03-02' })).toBe(true);
  });
});
