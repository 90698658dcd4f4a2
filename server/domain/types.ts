/**
 * Plain domain types. Deliberately independent of the generated API types and of the database
 * schema, so the rules can be tested and reused without either.
 */

/** Integer minor units of the user's currency (centavos for BRL; yen for JPY). */
export type Cents = number;

/** A business date, 'YYYY-MM-DD', with no time and no zone. */
export type IsoDate = string;

/** A calendar month, 'YYYY-MM'. Invoices and chart buckets are keyed by it. */
export type MonthKey = string;

export type Currency = 'BRL' | 'USD' | 'EUR' | 'JPY' | 'GBP';

export type TransactionType = 'revenues' | 'expenses' | 'investiments';

export type RecurrentType = 'annual' | 'semiannual' | 'monthly' | 'fortnightly' | 'weekly' | 'daily';

export type PaymentType = 'money' | 'debit' | 'credit';

export type BankingOperationType = 'deposit' | 'withdraw' | 'transfer';

/** The fields of a stored transaction the rules look at. */
export interface DomainTransaction {
  _id: string;
  name: string;
  value: Cents;
  date: IsoDate;
  paid: boolean;
  transactionType: TransactionType;
  userId: string;
  paymentId: string | null;
  categoryId: string | null;
  description?: string | null;
  recurrent?: boolean;
  recurrentType?: RecurrentType | null;
  recurrentIndex?: number | null;
  lastInstallment?: number | null;
  recurrentTransactionId?: string | null;
  externalId?: string | null;
  bankingOperationReferenceId?: string | null;
  invoiceReferenceId?: string | null;
  paymentInvoiceReferenceId?: string | null;
}

/**
 * A row the server books on its own and inserts as is (plus _id and timestamps): an invoice payment,
 * the carry of its residual, either end of a bank operation.
 */
export interface BookedRow {
  name: string;
  value: Cents;
  date: IsoDate;
  paid: true;
  transactionType: TransactionType;
  paymentId: string;
  categoryId: string | null;
  userId: string;
  bankingOperationType?: BankingOperationType;
  bankingOperationPayment?: string;
  bankingOperationReferenceId?: string;
  paymentInvoiceReferenceId?: string;
  invoiceReferenceId?: string;
}

/** The card fields invoices depend on: close day and due day (the spec's `paid`), both 1-31. */
export interface CardCycle {
  invoiceCloseOn: number;
  paid: number;
}

/**
 * A refusal: `forbidden` maps to HTTP 403, `invalid` to 400, `conflict` to 409; `message` is the
 * catalogue text and `field` the offending input, when there is one.
 */
export interface Refusal {
  ok: false;
  kind: 'forbidden' | 'invalid' | 'conflict';
  message: string;
  field?: string;
}

export type RuleResult = { ok: true } | Refusal;
