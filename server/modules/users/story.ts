import { todayIso } from '../../../src/lib/dates.ts';
import { amountCell, csvLine, textCell } from '../../csv/cells.ts';
import { t } from '../../i18n.ts';

export interface StoryRow {
  date: string;
  name: string;
  description: string | null;
  category: string | null;
  transactionType: string;
  value: string;
  payment: string | null;
  paid: boolean;
  bankingOperationType: string | null;
  paysInvoice: boolean;
  carriesInvoice: boolean;
  recurrent: boolean;
  recurrentIndex: number | null;
  lastInstallment: number | null;
}

/** A wallet's opening balance: counted in its balance like a paid row, with no row of its own. */
export interface OpeningBalance {
  createdAt: Date;
  payment: string;
  value: string;
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

/** '2/3' for an instalment, as the month list shows it beside the name. */
function instalmentOf(row: StoryRow): string {
  const instalments = row.lastInstallment ?? 1;
  return !row.recurrent && instalments > 1 && row.recurrentIndex
    ? `${row.recurrentIndex}/${instalments}`
    : '';
}

// Semicolons and decimal commas: what a spreadsheet in pt-BR opens without an import wizard.
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const brNumber = (decimal: string) => decimal.replace('.', ',');

/**
 * The user's history as CSV (UTF-8 with BOM so spreadsheets get the accents right): the wallets'
 * opening balances first, dated the day each wallet was made, then every row in date order, so each
 * wallet's balance is its opening balance plus its paid rows.
 */
export function storyCsv(rows: StoryRow[], openings: OpeningBalance[] = []): string {
  const yes = t('export.yes');
  const opening = openings.map((wallet) =>
    csvLine([
      textCell(brDate(todayIso(wallet.createdAt))),
      textCell(t('export.openingBalance')),
      '',
      textCell(t('export.types.openingBalance')),
      amountCell(brNumber(wallet.value)),
      textCell(wallet.payment),
      textCell(yes),
      '',
      '',
    ]),
  );
  const lines = rows.map((row) =>
    csvLine([
      textCell(brDate(row.date)),
      textCell(row.name),
      textCell(row.category ?? ''),
      textCell(typeOf(row)),
      amountCell(brNumber(row.value)),
      textCell(row.payment ?? ''),
      textCell(row.paid ? yes : t('export.no')),
      textCell(row.description ?? ''),
      textCell(instalmentOf(row)),
    ]),
  );
  return `\uFEFF${[t('export.header'), ...opening, ...lines].join('\r\n')}\r\n`;
}
