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
const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const brNumber = (decimal: string) => decimal.replace('.', ',');

/** The user's history as CSV (UTF-8 with BOM so spreadsheets get the accents right). */
export function storyCsv(rows: StoryRow[]): string {
  const lines = rows.map((row) =>
    [
      brDate(row.date),
      row.name,
      row.category ?? '',
      TYPES.has(row.transactionType)
        ? t(`export.types.${row.transactionType as 'revenues' | 'expenses' | 'investiments' | 'transfer'}`)
        : row.transactionType,
      brNumber(row.value),
      row.payment ?? '',
      row.paid ? t('export.yes') : t('export.no'),
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[t('export.header'), ...lines].join('\r\n')}\r\n`;
}
