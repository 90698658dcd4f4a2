import { describe, expect, it } from 'vitest';
import { historyExportDisposition, historyExportFileName } from './history-export';

describe('historyExportFileName', () => {
  it.each([
    ['Otto', 'historico_Otto_2.0.csv'],
    ['Cofrinha', 'historico_Cofrinha_2.0.csv'],
    ['Poupança Fácil', 'historico_Poupança Fácil_2.0.csv'],
    ['A/B: "Finanças"', 'historico_AB Finanças_2.0.csv'],
    ['  ', 'historico_export_2.0.csv'],
  ])('%j -> %j', (brand, expected) => {
    expect(historyExportFileName(brand)).toBe(expected);
  });
});

describe('historyExportDisposition', () => {
  it.each([
    ['Otto', 'attachment; filename="historico_Otto_2.0.csv"'],
    [
      'Poupança Fácil',
      `attachment; filename="historico_Poupanca Facil_2.0.csv"; filename*=UTF-8''historico_Poupan%C3%A7a%20F%C3%A1cil_2.0.csv`,
    ],
  ])('%j -> %j', (brand, expected) => {
    expect(historyExportDisposition(brand)).toBe(expected);
  });
});
