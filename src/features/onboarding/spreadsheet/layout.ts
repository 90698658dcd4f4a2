/**
 * Where things sit in 'modelo-de-planilha-do-planejamento.xlsx' (spec 3, section 9; decision 406):
 * the template writes by these and the reader reads by them, so the two cannot drift apart.
 */

export const TEMPLATE_FILE_NAME = 'modelo-de-planilha-do-planejamento.xlsx';

export const SHEETS = {
  entries: 'Receitas e despesas',
  card: 'Cartão de crédito',
  debts: 'Dívidas',
  goods: 'Bens',
} as const;
export type SheetKey = keyof typeof SHEETS;

/** The line each sheet's column titles are on; data starts on the next one (row 7, or 8 for the card). */
export const HEADER_ROW: Record<SheetKey, number> = { entries: 6, card: 7, debts: 6, goods: 6 };
export const firstDataRow = (sheet: SheetKey): number => HEADER_ROW[sheet] + 1;

/** 1-based columns, as spreadsheet programs count them. */
export const ENTRY_COLUMNS = {
  kind: 1,
  date: 2,
  category: 3,
  description: 4,
  value: 5,
  repetition: 6,
  instalments: 7,
};
export const CARD_COLUMNS = {
  date: 1,
  category: 2,
  description: 3,
  value: 4,
  instalments: 5,
  firstMonth: 7,
  lastMonth: 18,
};
export const DEBT_COLUMNS = { kind: 1, description: 2, date: 3, value: 4, instalments: 5 };
export const GOOD_COLUMNS = {
  kind: 1,
  description: 2,
  marketValue: 3,
  financed: 4,
  settlementBalance: 5,
  instalment: 6,
  instalments: 7,
};

/** Words a person types in the 'Tipo' and 'Repetição' cells (compared without case or accents). */
export const ENTRY_KIND_WORDS = {
  revenues: 'Receita',
  fixed: 'Despesa fixa',
  variable: 'Despesa variável',
  debts: 'Dívida',
  investments: 'Investimento',
} as const;
export const REPETITION_WORDS = { monthly: 'Mensal', semiannual: 'Semestral', annual: 'Anual' } as const;
export const DEBT_KIND_WORDS = ['Empréstimo Pessoal', 'Consignado', 'Terceiros'] as const;
export const GOOD_KIND_WORDS = {
  property: 'Imóvel',
  vehicle: 'Automóvel',
  motorcycle: 'Motocicleta',
  other: 'Outro',
} as const;
export const YES_WORD = 'Sim';
export const NO_WORD = 'Não';
