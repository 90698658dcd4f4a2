import { describe, expect, it } from 'vitest';
import { editDistance, findNamed, mentions, normalise, wordsOf } from './text.ts';

describe('normalise', () => {
  it.each([
    ['Calendário!', 'calendario'],
    ['  ORÇAMENTO   do mês ', 'orcamento do mes'],
    ['Você gastou R$ 10,50?', 'voce gastou r 10 50'],
    ['', ''],
  ])('%j -> %j', (text, expected) => expect(normalise(text)).toBe(expected));
});

describe('editDistance (Damerau-Levenshtein)', () => {
  it.each([
    ['supermercado', 'supermercado', 0],
    ['supermecado', 'supermercado', 1],
    ['supremercado', 'supermercado', 1],
    ['calendraio', 'calendario', 1],
    ['mercado', 'supermercado', 5],
    ['', 'abc', 3],
  ])('%s / %s = %i', (a, b, expected) => expect(editDistance(a, b)).toBe(expected));
});

describe('mentions', () => {
  it.each([
    ['quanto gastei amanhã', ['amanha'], true],
    ['quanto gastie', ['gastei'], true],
    ['o que fazer', ['lazer'], false],
    ['fale sobre isso', ['sobrou'], false],
    ['formas de pagamento', ['formas de pagamento'], true],
    ['formas de pagamneto', ['formas de pagamento'], true],
    ['gás', ['gastei'], false],
  ])('%j holds %j: %s', (text, phrases, expected) => expect(mentions(wordsOf(text), phrases)).toBe(expected));
});

describe('findNamed', () => {
  const categories = [
    { id: 'sup', name: 'Supermercado' },
    { id: 'div', name: 'Diversos (Fixa)' },
    { id: 'res', name: 'Restaurantes e delivery' },
    { id: 'gas', name: 'Gás' },
  ];
  it.each([
    ['quanto gastei com supermercado', 'sup'],
    ['quanto gastei com SUPERMECADO', 'sup'],
    ['gastos com restaurantes', 'res'],
    ['e o delivery?', 'res'],
    ['conta de gás', 'gas'],
    ['gastei muito', undefined],
  ])('%j -> %s', (text, expected) => expect(findNamed(wordsOf(text), categories)?.id).toBe(expected));

  it('prefers the whole name to one word of another', () => {
    const wallets = [
      { id: 'a', name: 'Nubank' },
      { id: 'b', name: 'Cartão Nubank Ultravioleta' },
    ];
    expect(findNamed(wordsOf('fatura do nubank'), wallets)?.id).toBe('a');
    expect(findNamed(wordsOf('fatura do ultravioleta'), wallets)?.id).toBe('b');
  });

  it('finds no name by a word like "para"', () => {
    const objectives = [{ id: 'v', name: 'Viagem para Portugal' }];
    expect(findNamed(wordsOf('qual a previsão de saldo para o fim do mês?'), objectives)).toBeUndefined();
    expect(findNamed(wordsOf('e a viagem?'), objectives)?.id).toBe('v');
  });
});
