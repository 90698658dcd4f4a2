import type { Workbook, Worksheet } from 'exceljs';
import { addMonths, type IsoMonth, monthLabel } from '@/lib/dates';
import {
  CARD_COLUMNS,
  DEBT_KIND_WORDS,
  ENTRY_COLUMNS,
  ENTRY_KIND_WORDS,
  GOOD_COLUMNS,
  GOOD_KIND_WORDS,
  HEADER_ROW,
  NO_WORD,
  REPETITION_WORDS,
  SHEETS,
  type SheetKey,
  YES_WORD,
} from './layout';
import type { ExcelJs } from './load-exceljs';

/** The template's words, from the onboarding catalogue (the sheet names are the spec's own). */
export interface TemplateTexts {
  /** Names the brand: 'Planilha de planejamento Otto'. */
  title: string;
  /** One line per sheet, under the title. */
  instructions: Record<SheetKey, string>;
  headers: Record<SheetKey, string[]>;
  /** Above the card's month columns. */
  cardMonths: string;
}

/** Lines that get the pick lists (the data area a household fills). */
const LIST_LINES = 300;

function frame(sheet: Worksheet, key: SheetKey, texts: TemplateTexts): void {
  sheet.getCell(1, 1).value = texts.title;
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(3, 1).value = texts.instructions[key];
  const header = sheet.getRow(HEADER_ROW[key]);
  texts.headers[key].forEach((title, index) => {
    header.getCell(index + 1).value = title;
  });
  header.font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: HEADER_ROW[key] }];
}

function pickList(sheet: Worksheet, key: SheetKey, column: number, words: readonly string[]): void {
  for (let line = HEADER_ROW[key] + 1; line <= HEADER_ROW[key] + LIST_LINES; line += 1) {
    sheet.getCell(line, column).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${words.join(',')}"`],
    };
  }
}

/**
 * 'modelo-de-planilha-do-planejamento.xlsx': the four sheets of spec 3 with their titles on line 6
 * (7 for the card, whose line 6 spans the 12 month columns 7 to 18 from the selected month), so data
 * goes from line 7 (8 for the card) (decision 406).
 */
export function buildTemplate(
  ExcelJS: ExcelJs,
  texts: TemplateTexts,
  month: IsoMonth,
  brand: string,
): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = brand;
  workbook.title = texts.title;

  const entries = workbook.addWorksheet(SHEETS.entries);
  frame(entries, 'entries', texts);
  pickList(entries, 'entries', ENTRY_COLUMNS.kind, Object.values(ENTRY_KIND_WORDS));
  pickList(entries, 'entries', ENTRY_COLUMNS.repetition, Object.values(REPETITION_WORDS));

  const card = workbook.addWorksheet(SHEETS.card);
  frame(card, 'card', texts);
  card.getCell(HEADER_ROW.card - 1, CARD_COLUMNS.firstMonth).value = texts.cardMonths;
  card.mergeCells(HEADER_ROW.card - 1, CARD_COLUMNS.firstMonth, HEADER_ROW.card - 1, CARD_COLUMNS.lastMonth);
  for (let column = CARD_COLUMNS.firstMonth; column <= CARD_COLUMNS.lastMonth; column += 1) {
    card.getCell(HEADER_ROW.card, column).value = monthLabel(
      addMonths(month, column - CARD_COLUMNS.firstMonth),
    );
  }

  const debts = workbook.addWorksheet(SHEETS.debts);
  frame(debts, 'debts', texts);
  pickList(debts, 'debts', 1, DEBT_KIND_WORDS);

  const goods = workbook.addWorksheet(SHEETS.goods);
  frame(goods, 'goods', texts);
  pickList(goods, 'goods', GOOD_COLUMNS.kind, Object.values(GOOD_KIND_WORDS));
  pickList(goods, 'goods', GOOD_COLUMNS.financed, [YES_WORD, NO_WORD]);
  return workbook;
}
