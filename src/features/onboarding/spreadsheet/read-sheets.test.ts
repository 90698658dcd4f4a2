import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MONTH, filledWorkbook } from './fixtures/filled-sheet';
import type { SheetGrid } from './grid';
import { SHEETS } from './layout';
import { readSheets } from './read-sheets';
import { workbookGrids } from './workbook-grids';

async function roundTrip(workbook: ExcelJS.Workbook) {
  const reopened = new ExcelJS.Workbook();
  await reopened.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return readSheets(workbookGrids(reopened), FIXTURE_MONTH);
}

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

  it('reads 5,000 lines, every one to the cent (its time is in bench/50-spreadsheet-read.bench.ts)', () => {
    const lines = Array.from({ length: 5000 }, (_, index) => [
      'Despesa variável',
      '2026-03-02',
      'Lazer',
      `#${index}`,
      10.01,
    ]);
    const { rows } = readSheets(
      [{ name: SHEETS.entries, rows: [[], [], [], [], [], [], ...lines] }],
      FIXTURE_MONTH,
    );
    expect(rows).toHaveLength(5000);
    expect(rows.every((row) => row.cents === 1001)).toBe(true);
  });
});
