import {
  addMonthsToDate,
  compareDates,
  lastDateOfMonth,
  monthKeyOf,
  parseDate,
} from '../../src/lib/dates.ts';
import { MESSAGES } from './messages.ts';
import { expandSeries, MAX_INSTALLMENTS, type Occurrence } from './series.ts';
import type { Cents, IsoDate, RecurrentType, Refusal, TransactionType } from './types.ts';

/** The wizard step a row comes from (spec 3: Receitas, Despesas fixas, variáveis, Dívidas, Investimentos). */
export type OnboardingKind = 'revenues' | 'fixed' | 'variable' | 'debts' | 'investments';
export type OnboardingList = 'debit' | 'credit';

/**
 * Every onboarding row together may book at most this many transactions: 1,000 rows of 360
 * instalments would otherwise write 360,000 rows in one database transaction.
 */
export const MAX_ONBOARDING_ROWS = 10_000;

/** What a NUMERIC(14,2) holds, in cents: a row's total (value × instalments) and a sum of goods stay within it. */
export const MAX_AMOUNT_CENTS = 99_999_999_999_999;

/** Category codes of the fallbacks of spec 3 section 9 (and ours for investments, decision 402). */
export const FALLBACK_CODES: Record<OnboardingKind | 'credit', string> = {
  revenues: 'outras-rendas',
  fixed: 'diversos-fixa',
  variable: 'diversos-variavel',
  debts: 'outras-dividas',
  investments: 'poupanca',
  credit: 'cartao-credito',
};

/** Short names the spreadsheet's 'Dívidas' sheet uses for catalogue categories (spec 3 section 9). */
export const CATEGORY_ALIASES: Record<string, string> = {
  consignado: 'emprestimo-consignado',
  terceiros: 'dividas-terceiros',
};

export interface OnboardingRowInput {
  date: IsoDate;
  value: Cents;
  kind?: OnboardingKind;
  transactionType?: 'revenues' | 'expenses';
  recurrent?: boolean;
  recurrentType?: RecurrentType | null;
  lastInstallment?: number;
}

/** What a row books as: its type, the fallback to use, and its series. */
export interface RowPlan {
  transactionType: TransactionType;
  fallbackCode: string;
  recurrentType: RecurrentType | null;
  installments: number;
}

const refuse = (message: string, field: string): Refusal => ({ ok: false, kind: 'invalid', message, field });

/** The dates a row may take (spec 3 section 5): the selected month to the end of 11 months later. */
export function onboardingWindow(month: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: month, end: lastDateOfMonth(monthKeyOf(addMonthsToDate(month, 11))) };
}

export const isFirstOfMonth = (date: IsoDate) => parseDate(date).day === 1;

/** The plan of one row, or why it is refused; `messages` carries the texts that are not catalogue ones. */
export function planRow(
  row: OnboardingRowInput,
  list: OnboardingList,
  month: IsoDate,
  messages: { dateOutOfRange: string; repetitionOrInstallments: string },
  field: string,
): RowPlan | Refusal {
  if (!row.value || !Number.isSafeInteger(row.value)) return refuse(MESSAGES.invalidValue, `${field}.value`);
  const window = onboardingWindow(month);
  if (compareDates(row.date, window.start) < 0 || compareDates(row.date, window.end) > 0) {
    return refuse(messages.dateOutOfRange, `${field}.date`);
  }
  const recurrentType = row.recurrent !== false && row.recurrentType ? row.recurrentType : null;
  const installments = Math.max(row.lastInstallment ?? 1, 1);
  if (installments > MAX_INSTALLMENTS) return refuse(MESSAGES.invalidValue, `${field}.lastInstallment`);
  if (Math.abs(row.value) * installments > MAX_AMOUNT_CENTS)
    return refuse(MESSAGES.invalidValue, `${field}.value`);
  if (recurrentType && installments > 1)
    return refuse(messages.repetitionOrInstallments, `${field}.recurrentType`);
  const kind = row.kind ?? (row.transactionType === 'revenues' ? 'revenues' : 'variable');
  const transactionType: TransactionType =
    kind === 'investments'
      ? 'investiments'
      : (row.transactionType ?? (kind === 'revenues' ? 'revenues' : 'expenses'));
  const fallbackCode = list === 'credit' ? FALLBACK_CODES.credit : FALLBACK_CODES[kind];
  return { transactionType, fallbackCode, recurrentType, installments };
}

/**
 * The members a row books. `value` is one occurrence (decision 400): n instalments of it are a
 * total of n × value, split back into n equal parts, so every member holds exactly `value`.
 */
export function rowOccurrences(plan: RowPlan, date: IsoDate, value: Cents, seriesId: string): Occurrence[] {
  const magnitude = Math.abs(value);
  const signedValue = plan.transactionType === 'revenues' ? magnitude : -magnitude;
  return expandSeries({
    date,
    value: signedValue * plan.installments,
    recurrentType: plan.recurrentType,
    installments: plan.installments,
    seriesId,
  });
}

export interface GoodInput {
  marketValue: Cents;
  financed?: boolean;
  settlementBalance?: Cents;
  installment?: Cents;
  lastInstallment?: number;
}

/** A good's values (decision 401): worth something, owing nothing negative, financing only when financed. */
export function checkGood(
  good: GoodInput,
  financingOnlyWhenFinanced: string,
  field: string,
): Refusal | undefined {
  if (good.marketValue <= 0) return refuse(MESSAGES.invalidValue, `${field}.marketValue`);
  for (const name of ['settlementBalance', 'installment'] as const) {
    if ((good[name] ?? 0) < 0) return refuse(MESSAGES.invalidValue, `${field}.${name}`);
  }
  const financing = Boolean(good.settlementBalance || good.installment || good.lastInstallment);
  if (!good.financed && financing) return refuse(financingOnlyWhenFinanced, `${field}.financed`);
  return undefined;
}
