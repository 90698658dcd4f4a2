import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addMonths, type IsoMonth, monthLabel } from '@/lib/dates';
import { MAX_LIST_ROWS } from '../onboarding-request';
import { FIXTURE_MONTH, filledWorkbook, TEMPLATE_TEXTS } from './fixtures/filled-sheet';
import type { Cell, SheetGrid } from './grid';
import { CARD_COLUMNS, SHEETS } from './layout';
import { readSheets } from './read-sheets';
import { buildTemplate } from './template';
import { workbookGrids } from './workbook-grids';

async function roundTrip(workbook: ExcelJS.Workbook, month: IsoMonth = FIXTURE_MONTH) {
  const reopened = new ExcelJS.Workbook();
  await reopened.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return readSheets(workbookGrids(reopened), month);
}

/** Line 7 of the card sheet as the template writes it: six titles, then the 12 months from `first`. */
const cardTitles = (first: IsoMonth): Cell[] => [
  ...Array.from({ length: CARD_COLUMNS.firstMonth - 1 }, () => null),
  ...Array.from({ length: 12 }, (_, index) => monthLabel(addMonths(first, index))),
];

const cardSheet = (titles: Cell[], ...lines: Cell[][]): SheetGrid => ({
  name: SHEETS.card,
  rows: [[], [], [], [], [], [], titles, ...lines],
});

/** A purchase written on the month columns only: `invoices[0]` under column 7. */
const monthPurchase = (...invoices: Array<number | null>): Cell[] => [
  null,
  'Vestuário',
  'Casaco',
  null,
  null,
  null,
  ...invoices,
];

describe('reading the planning spreadsheet', () => {
  it('reads the filled template to the cent and names each broken line by sheet and line', async () => {
    const { rows, goods, problems } = await roundTrip(filledWorkbook(ExcelJS));
    const strip = rows.map(({ id: _, ...row }) => row);
    expect(strip).toEqual([
      {
        kind: 'revenues',
        date: '2026-03-05',
        category: 'Salário',
        cents: 850_000,
        description: 'Empresa',
        repetition: 'monthly',
        instalments: null,
        card: false,
      },
      {
        kind: 'fixed',
        date: '2026-03-10',
        category: 'Aluguel',
        cents: 230_010,
        description: 'Apartamento',
        repetition: 'monthly',
        instalments: null,
        card: false,
      },
      {
        kind: 'variable',
        date: '2026-03-08',
        category: 'Eletrodomésticos',
        cents: 38_990,
        description: 'Geladeira',
        repetition: '',
        instalments: 3,
        card: true,
      },
      {
        kind: 'variable',
        date: '2026-04-01',
        category: 'Vestuário',
        cents: 15_035,
        description: 'Tênis',
        repetition: '',
        instalments: 2,
        card: true,
      },
      {
        kind: 'debts',
        date: '2026-03-15',
        category: 'Consignado',
        cents: 45_050,
        description: 'Banco',
        repetition: '',
        instalments: 12,
        card: false,
      },
    ]);
    expect(goods.map(({ id: _, ...good }) => good)).toEqual([
      {
        type: 'vehicle',
        description: 'Onix 2022',
        marketCents: 6_800_000,
        financed: true,
        settlementCents: 3_200_000,
        instalmentCents: 145_000,
        instalments: 24,
      },
    ]);
    expect(problems).toEqual([
      { sheet: SHEETS.entries, line: 9, reason: 'value' },
      { sheet: SHEETS.goods, line: 8, reason: 'kind' },
    ]);
  });

  it.each([
    [
      'repetition and instalments together',
      ['Despesa fixa', '01/03/2026', 'Luz', '', 10, 'Mensal', 3],
      'repetitionAndInstalments',
    ],
    ['an unknown repetition', ['Despesa fixa', '01/03/2026', 'Luz', '', 10, 'Quinzenal'], 'repetition'],
    ['an impossible date', ['Receita', '31/02/2026', 'Salário', '', 10], 'date'],
    ['no category', ['Receita', '01/03/2026', '', '', 10], 'category'],
    ['an unknown kind', ['Doação', '01/03/2026', 'Salário', '', 10], 'kind'],
    ['too many instalments', ['Dívida', '01/03/2026', 'Banco', '', 10, '', 361], 'instalments'],
  ])('reports %s', (_, line, reason) => {
    const grid: SheetGrid = { name: SHEETS.entries, rows: [[], [], [], [], [], [], line] };
    expect(readSheets([grid], FIXTURE_MONTH)).toMatchObject({ rows: [], problems: [{ line: 7, reason }] });
  });

  it('reads Brazilian-written amounts and says so when no sheet of the template is there', () => {
    const grid: SheetGrid = {
      name: SHEETS.entries,
      rows: [[], [], [], [], [], [], ['Receita', '2026-03-01', 'Salário', '', 'R$ 1.234,56']],
    };
    expect(readSheets([grid], FIXTURE_MONTH).rows[0]?.cents).toBe(123_456);
    expect(readSheets([{ name: 'Planilha1', rows: [] }], FIXTURE_MONTH).problems).toEqual([
      { sheet: 'Planilha1', line: 1, reason: 'noSheet' },
    ]);
  });

  it('reads 5,000 lines to the cent, listing those past the save limit as not read (bench/50-spreadsheet-read.bench.ts)', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => [
      'Despesa variável',
      '2026-03-02',
      'Lazer',
      `#${index}`,
      10.01,
    ]);
    const { rows, problems } = readSheets(
      [{ name: SHEETS.entries, rows: [[], [], [], [], [], [], ...lines] }],
      FIXTURE_MONTH,
    );
    expect(rows).toHaveLength(MAX_LIST_ROWS);
    expect(rows.every((row) => row.cents === 1001)).toBe(true);
    expect(problems).toHaveLength(5000 - MAX_LIST_ROWS);
    expect(problems.every((problem) => problem.reason === 'tooMany')).toBe(true);
    expect(problems[0]).toEqual({ sheet: SHEETS.entries, line: 7 + MAX_LIST_ROWS, reason: 'tooMany' });
  });

  it('counts the card purchases apart from the other rows, as the request lists them', () => {
    const entries = Array.from({ length: MAX_LIST_ROWS }, () => ['Receita', '2026-03-02', 'Salário', '', 1]);
    const card = Array.from({ length: MAX_LIST_ROWS + 1 }, () => ['2026-03-02', 'Lazer', '', 5, 1]);
    const { rows, problems } = readSheets(
      [
        { name: SHEETS.entries, rows: [[], [], [], [], [], [], ...entries] },
        { name: SHEETS.card, rows: [[], [], [], [], [], [], [], ...card] },
      ],
      FIXTURE_MONTH,
    );
    expect(rows.filter((row) => row.card)).toHaveLength(MAX_LIST_ROWS);
    expect(rows.filter((row) => !row.card)).toHaveLength(MAX_LIST_ROWS);
    expect(problems).toEqual([{ sheet: SHEETS.card, line: 8 + MAX_LIST_ROWS, reason: 'tooMany' }]);
  });

  it('keeps every invoice to the cent: month columns that differ make the line unreadable', () => {
    const purchase = (...invoices: Array<number | null>) => [
      '2026-03-04',
      'Lazer',
      'Show',
      null,
      null,
      null,
      ...invoices,
    ];
    const { rows, problems } = readSheets(
      [cardSheet(cardTitles(FIXTURE_MONTH), purchase(50, 50, 50.01), purchase(50, 50, 50))],
      FIXTURE_MONTH,
    );
    expect(problems).toEqual([{ sheet: SHEETS.card, line: 8, reason: 'instalmentsDiffer' }]);
    expect(rows.map((row) => [row.cents, row.instalments])).toEqual([[5000, 3]]);
  });

  it("lists a 'Tipo' that is not one of the pick-list words as not read", () => {
    const { rows, problems } = readSheets(
      [
        {
          name: SHEETS.entries,
          rows: [
            [],
            [],
            [],
            [],
            [],
            [],
            ['Receitaa', '2026-03-02', 'Salário', '', 100],
            ['Despesa', '2026-03-02', 'Aluguel', '', 100],
            ['receita', '2026-03-02', 'Salário', '', 100],
          ],
        },
        {
          name: SHEETS.debts,
          rows: [
            [],
            [],
            [],
            [],
            [],
            [],
            ['Cartão', 'x', '2026-03-02', 10, 2],
            ['consignado', 'y', '2026-03-02', 10, 2],
          ],
        },
      ],
      FIXTURE_MONTH,
    );
    expect(problems).toEqual([
      { sheet: SHEETS.entries, line: 7, reason: 'kind' },
      { sheet: SHEETS.entries, line: 8, reason: 'kind' },
      { sheet: SHEETS.debts, line: 7, reason: 'kind' },
    ]);
    expect(rows.map((row) => [row.kind, row.category])).toEqual([
      ['revenues', 'Salário'],
      ['debts', 'Consignado'],
    ]);
  });

  it('lists a negative amount instead of reading it as positive (audit O5)', () => {
    const entries: SheetGrid = {
      name: SHEETS.entries,
      rows: [
        [],
        [],
        [],
        [],
        [],
        [],
        ['Despesa variável', '2026-03-21', 'Lazer', 'Cinema', -45.5],
        ['Receita', '2026-03-05', 'Salário', 'Estorno', 'R$ -1.234,56'],
        ['Despesa variável', '2026-03-21', 'Lazer', 'Show', 45.5],
      ],
    };
    const goods: SheetGrid = {
      name: SHEETS.goods,
      rows: [[], [], [], [], [], [], ['Outro', 'Neg', -100, 'Não'], ['Automóvel', 'Carro', 100, 'Sim', -5]],
    };
    const debts: SheetGrid = {
      name: SHEETS.debts,
      rows: [[], [], [], [], [], [], ['Consignado', 'Banco', '2026-03-15', '-450,50', 12]],
    };
    const card = cardSheet(cardTitles(FIXTURE_MONTH), monthPurchase(-100, -100));
    const { rows, goods: read, problems } = readSheets([entries, card, debts, goods], FIXTURE_MONTH);
    expect(rows.map((row) => [row.description, row.cents])).toEqual([['Show', 4550]]);
    expect(read).toEqual([]);
    expect(problems).toEqual([
      { sheet: SHEETS.entries, line: 7, reason: 'negative' },
      { sheet: SHEETS.entries, line: 8, reason: 'negative' },
      { sheet: SHEETS.card, line: 8, reason: 'negative' },
      { sheet: SHEETS.debts, line: 7, reason: 'negative' },
      { sheet: SHEETS.goods, line: 7, reason: 'negative' },
      { sheet: SHEETS.goods, line: 8, reason: 'negative' },
    ]);
  });

  it("lists an amount above the contract's maximum, alone or over its instalments (audit O4)", () => {
    const entries: SheetGrid = {
      name: SHEETS.entries,
      rows: [
        [],
        [],
        [],
        [],
        [],
        [],
        ['Receita', '2026-03-05', 'Salário', 'Enorme', 5_000_000_000_000, 'Mensal'],
        ['Receita', '2026-03-05', 'Salário', 'No limite', '999.999.999.999,99'],
        ['Dívida', '2026-03-05', 'Banco', 'Parcelas demais', 500_000_000_000, '', 2],
      ],
    };
    const goods: SheetGrid = {
      name: SHEETS.goods,
      rows: [[], [], [], [], [], [], ['Imóvel', 'Castelo', 1e15, 'Não']],
    };
    const { rows, problems } = readSheets([entries, goods], FIXTURE_MONTH);
    expect(rows.map((row) => [row.description, row.cents])).toEqual([['No limite', 99_999_999_999_999]]);
    expect(problems).toEqual([
      { sheet: SHEETS.entries, line: 7, reason: 'tooLarge' },
      { sheet: SHEETS.entries, line: 9, reason: 'tooLarge' },
      { sheet: SHEETS.goods, line: 7, reason: 'tooLarge' },
    ]);
  });

  it('books each month column on the invoice its title names, whatever month the template was made in (audit O12)', async () => {
    // Downloaded in February, uploaded in March: the columns start a month earlier than this month's.
    const workbook = buildTemplate(ExcelJS, TEMPLATE_TEXTS, '2026-02', 'Otto');
    const card = workbook.getWorksheet(SHEETS.card);
    if (!card) throw new Error('no card sheet');
    card.getRow(8).values = ['', 'Vestuário', 'Casaco', null, null, null, null, 100, 100];
    const { rows, problems } = await roundTrip(workbook, '2026-03');
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.date, row.cents, row.instalments])).toEqual([['2026-03-01', 10_000, 2]]);
  });

  it('lists invoices outside the survey months, and month titles that are not the template’s', () => {
    const early = readSheets(
      [cardSheet(cardTitles('2026-02'), monthPurchase(100, 100), monthPurchase(null, 100, 100))],
      FIXTURE_MONTH,
    );
    expect(early.problems).toEqual([{ sheet: SHEETS.card, line: 8, reason: 'cardMonthOutside' }]);
    expect(early.rows.map((row) => [row.date, row.instalments])).toEqual([['2026-03-01', 2]]);

    const late = readSheets(
      [cardSheet(cardTitles('2026-04'), [...monthPurchase(...Array(11).fill(null)), 100])],
      FIXTURE_MONTH,
    );
    expect(late.problems).toEqual([{ sheet: SHEETS.card, line: 8, reason: 'cardMonthOutside' }]);

    const shuffled = cardTitles(FIXTURE_MONTH);
    [shuffled[7], shuffled[8]] = [shuffled[8] ?? null, shuffled[7] ?? null];
    const withColumns = ['2026-03-04', 'Lazer', 'Show', 50, 2];
    const broken = readSheets([cardSheet(shuffled, monthPurchase(100))], FIXTURE_MONTH);
    expect(broken.problems).toEqual([{ sheet: SHEETS.card, line: 8, reason: 'cardMonths' }]);
    // Titles matter only to amounts written under them: value and instalments in columns 4 and 5 read as before.
    expect(readSheets([cardSheet([], withColumns)], FIXTURE_MONTH).rows).toHaveLength(1);
  });

  it('reads the month titles a person may have retyped', () => {
    const titles = cardTitles(FIXTURE_MONTH);
    titles[CARD_COLUMNS.firstMonth - 1] = 'mar/2026';
    titles[CARD_COLUMNS.firstMonth] = '04/2026';
    titles[CARD_COLUMNS.firstMonth + 1] = new Date(Date.UTC(2026, 4, 1));
    titles[CARD_COLUMNS.firstMonth + 2] = 'Junho de 2026';
    const { rows, problems } = readSheets(
      [cardSheet(titles, monthPurchase(null, null, 20, 20))],
      FIXTURE_MONTH,
    );
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.date, row.instalments])).toEqual([['2026-05-01', 2]]);
  });
});
