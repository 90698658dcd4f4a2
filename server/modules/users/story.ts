import { amountCell, csvLine, textCell } from '../../csv/cells.ts';
import { t } from '../../i18n.ts';

export interface StoryRow {
  date: string;
  name: string;
  category: string | null;
  transactionType: string;
  value: string;
  payment: string | null;
  paid: boolean;
}

const TYPES = new Set(['revenues', 'expenses', 'investiments', 'transfer']);

// Semicolons and decimal commas: what a spreadsheet in pt-BR opens without an import wizard.
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const brNumber = (decimal: string) => decimal.replace('.', ',');

/** The user's history as CSV (UTF-8 with BOM so spreadsheets get the accents right). */
export function storyCsv(rows: StoryRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      textCell(brDate(row.date)),
      textCell(row.name),
      textCell(row.category ?? ''),
      textCell(
        TYPES.has(row.transactionType)
          ? t(`export.types.${row.transactionType as 'revenues' | 'expenses' | 'investiments' | 'transfer'}`)
          : row.transactionType,
      ),
      amountCell(brNumber(row.value)),
      textCell(row.payment ?? ''),
      textCell(row.paid ? t('export.yes') : t('export.no')),
    ]),
  );
  return `\uFEFF${[t('export.header'), ...lines].join('\r\n')}\r\n`;
}
