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
  bankingOperationType: string | null;
  paysInvoice: boolean;
  carriesInvoice: boolean;
}

type TypeKey =
  | 'revenues'
  | 'expenses'
  | 'investiments'
  | 'transfer'
  | 'deposit'
  | 'withdraw'
  | 'invoicePayment'
  | 'invoiceCarry';

const TYPES = new Set<string>([
  'revenues',
  'expenses',
  'investiments',
  'transfer',
  'deposit',
  'withdraw',
  'invoicePayment',
  'invoiceCarry',
] satisfies TypeKey[]);

/**
 * What the 'Tipo' column says. Paying an invoice, the difference it carries and moving money between
 * one's own wallets are no revenue or expense on any screen (decisions 105, 124, 460), so the file
 * names them apart and its 'Receita' and 'Despesa' add up to the screens' (audit O6).
 */
function typeOf(row: StoryRow): string {
  const key = row.paysInvoice
    ? 'invoicePayment'
    : row.carriesInvoice
      ? 'invoiceCarry'
      : (row.bankingOperationType ?? row.transactionType);
  return TYPES.has(key) ? t(`export.types.${key as TypeKey}`) : key;
}

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
      textCell(typeOf(row)),
      amountCell(brNumber(row.value)),
      textCell(row.payment ?? ''),
      textCell(row.paid ? t('export.yes') : t('export.no')),
    ]),
  );
  return `\uFEFF${[t('export.header'), ...lines].join('\r\n')}\r\n`;
}
