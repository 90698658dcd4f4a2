import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addMonthsToKey, dateInMonth, monthKeyOf, todayIso } from '../../src/lib/dates.ts';
import { planBankOperation } from '../domain/bank-operations.ts';
import { installmentInvoiceMonths } from '../domain/invoices.ts';
import { toCents, toDecimalString } from '../domain/money.ts';
import { expandSeries } from '../domain/series.ts';
import type { TransactionType } from '../domain/types.ts';
import { withInvoices } from '../modules/invoices/assign.ts';
import type { PaymentRow } from '../repositories/payments.ts';

interface Entry {
  name: string;
  code: string;
  type: TransactionType;
  value: string;
  day: number;
  installments?: number;
  monthly?: boolean;
}

/**
 * The demo user's wallets and a realistic month (last month and this one), booked through the
 * repositories and the domain rules, so invoices and balances come out as the app computes them.
 */
export async function seedDemoMoney(app: FastifyInstance, userId: string): Promise<void> {
  const { repos } = app;
  const today = todayIso();
  const thisMonth = monthKeyOf(today);
  const lastMonth = addMonthsToKey(thisMonth, -1);
  const checking = await repos.payments.create({
    userId,
    name: 'Itaú Conta Corrente',
    type: 'debit',
    accountType: 'Conta corrente',
    initialBalance: '2500.00',
  });
  const savings = await repos.payments.create({
    userId,
    name: 'Poupança Itaú',
    type: 'debit',
    accountType: 'Poupança',
    initialBalance: '8000.00',
  });
  const card = await repos.payments.create({
    userId,
    name: 'Nubank',
    type: 'credit',
    flag: 'Mastercard',
    closingDay: 5,
    dueDay: 12,
    limit: '6000.00',
  });

  const book = async (payment: PaymentRow, month: string, entry: Entry) => {
    const category = await repos.categories.findByCode(entry.code);
    const date = dateInMonth(month, entry.day);
    const occurrences = expandSeries({
      date,
      value: toCents(entry.value),
      recurrentType: entry.monthly ? 'monthly' : null,
      installments: entry.installments ?? 1,
      seriesId: randomUUID(),
    });
    const rows = occurrences.map((occurrence, index) => ({
      ...occurrence,
      value: toDecimalString(occurrence.value),
      userId,
      paymentId: payment.id,
      categoryId: category?.id ?? null,
      transactionType: entry.type,
      name: entry.name,
      paid: index === 0 && date <= today,
    }));
    const months =
      payment.type === 'credit' && (entry.installments ?? 1) > 1
        ? installmentInvoiceMonths(date, payment.closingDay ?? 1, entry.installments ?? 1)
        : undefined;
    await repos.transaction(async (tx) =>
      tx.transactions.insertMany(await withInvoices(tx, payment, rows, months)),
    );
  };

  await book(checking, lastMonth, {
    name: 'Aluguel do apartamento',
    code: 'aluguel',
    type: 'expenses',
    value: '-1800.00',
    day: 10,
    monthly: true,
  });
  for (const month of [lastMonth, thisMonth]) {
    await book(checking, month, {
      name: 'Salário',
      code: 'salario',
      type: 'revenues',
      value: '6500.00',
      day: 5,
    });
    await book(card, month, {
      name: 'Supermercado do mês',
      code: 'supermercado',
      type: 'expenses',
      value: '-842.37',
      day: 3,
    });
    await book(card, month, {
      name: 'Feira',
      code: 'feira-padaria',
      type: 'expenses',
      value: '-96.40',
      day: 6,
    });
  }
  await book(card, lastMonth, {
    name: 'Notebook',
    code: 'diversos-variavel',
    type: 'expenses',
    value: '-3600.00',
    day: 15,
    installments: 3,
  });

  const cash = await repos.ledger.defaultWallet(userId);
  const transferDate = dateInMonth(lastMonth, 6);
  const sourceBalance =
    toCents(checking.initialBalance) + (await repos.payments.movementCents(checking.id, transferDate));
  const transfer = planBankOperation(
    {
      type: 'transfer',
      sourceId: checking.id,
      destinationId: savings.id,
      value: 50_000,
      date: transferDate,
      categoryId: (await repos.categories.findByCode('poupanca'))?.id ?? null,
      userId,
    },
    { today, cashWalletId: cash?.id ?? '', sourceBalance, referenceId: randomUUID() },
  );
  if (!transfer.ok) throw new Error(transfer.message);
  await repos.transactions.insertMany(
    transfer.rows.map(({ value, ...row }) => ({ ...row, value: toDecimalString(value) })),
  );
}
