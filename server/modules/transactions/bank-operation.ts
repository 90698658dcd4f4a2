import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { invalidField, refused } from '../../auth/scope.ts';
import { planBankOperation } from '../../domain/bank-operations.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { toCents } from '../../domain/money.ts';
import type { BankingOperationType } from '../../domain/types.ts';
import { fail } from '../../errors.ts';
import type { TransactionRow } from '../../repositories/transactions.ts';
import { bookedColumns } from './booked.ts';
import { ownPaymentFor, type TransactionInput, visibleCategory } from './create.ts';

/** Money leaves the source: cash for a deposit, the chosen account otherwise (decision 104). */
function sourceOf(type: BankingOperationType, body: TransactionInput, cashWalletId: string) {
  return type === 'deposit' ? cashWalletId : body.bankingOperationPayment;
}

/** An end of a bank operation is cash or a bank account, never a card. */
async function accountEnd(request: FastifyRequest, id: string | undefined, field: string) {
  if (!id) return undefined;
  const payment = await ownPaymentFor(request, id, field);
  if (payment.type === 'credit') throw invalidField(MESSAGES.requiredField, field);
  return payment;
}

/** Deposit, withdraw or transfer: both rows in one database transaction, the source locked. */
export async function createBankOperation(
  request: FastifyRequest,
  body: TransactionInput,
  type: BankingOperationType,
): Promise<TransactionRow[]> {
  const userId = caller(request).userId;
  const cash = await request.server.repos.ledger.defaultWallet(userId);
  if (!cash) throw fail(404, 'errors.notFound');
  await accountEnd(request, body.bankingOperationPayment, 'bankingOperationPayment');
  await accountEnd(request, body.payment, 'payment');
  const category = await visibleCategory(request, body.category);
  const sourceId = sourceOf(type, body, cash.id);

  return request.server.repos.transaction(async (repos) => {
    const today = todayIso();
    let sourceBalance = 0;
    if (sourceId) {
      await repos.payments.lock(sourceId);
      const source = await repos.payments.findById(sourceId);
      sourceBalance =
        toCents(source?.initialBalance ?? '0') + (await repos.payments.movementCents(sourceId, today));
    }
    const plan = planBankOperation(
      {
        type,
        sourceId: body.bankingOperationPayment ?? null,
        destinationId: body.payment ?? null,
        value: Math.abs(toCents(body.value)),
        date: body.date,
        categoryId: category?.id ?? null,
        userId,
      },
      { today, cashWalletId: cash.id, sourceBalance, referenceId: randomUUID() },
    );
    if (!plan.ok) throw refused(plan);
    return repos.transactions.insertMany(plan.rows.map(bookedColumns));
  });
}
