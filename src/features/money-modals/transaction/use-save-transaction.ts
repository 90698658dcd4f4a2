import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createInvoice } from '@/api/gen/endpoints/invoices/invoices';
import { createLinkedTransaction } from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import { createTransaction, updateTransaction } from '@/api/gen/endpoints/transactions/transactions';
import type { PaymentType, Transaction } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { invalidateMoneyQueries, invalidateRoots } from '@/api/invalidation';
import { failureOutcome } from '../shared/failure';
import type { Outcome } from '../shared/result-view';
import { type TransactionValues, toCalendarItem, toPatch, toPayload } from './transaction-form-values';

const CATEGORY_ROOTS = ['/categories'] as const;

/**
 * Create (a card purchase goes through POST /invoices, spec 2 section 7) or edit (only changes;
 * `applyForAll` is the person's answer to the modal's question: the same name, or the following
 * members of a series). A creation carries the form's Idempotency-Key (decision 312).
 */
export function useSaveTransaction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (
    values: TransactionValues,
    paymentType: PaymentType | undefined,
    original: Transaction | undefined,
    applyForAll: boolean,
    key: string,
  ): Promise<Outcome> => {
    const type = t(`money-modals:types.${values.transactionType}`);
    let refused = false;
    try {
      if (original) {
        const patch = toPatch(values, original, paymentType);
        // Nothing changed (only 'Incluir no calendário' ticked, or saved as it was): no edit to send.
        if (Object.keys(patch).length > 0)
          await updateTransaction(original._id, patch, {
            applyForAll,
            ...(original.externalId ? { markedAsTranslation: true } : {}),
          });
        if (!values.addToCalendar) return { tone: 'success', message: t('money-modals:transaction.edited') };
        try {
          // Its own key, made from the form's: a retry of this item replays it (decision 467).
          await createLinkedTransaction(
            toCalendarItem(values, original._id),
            idempotent(`${key}:calendario`),
          );
        } catch (failure) {
          // The edit is saved; only the calendar item is missing, and the message says so.
          return failureOutcome(
            failure,
            failureMessage(failure, t('money-modals:transaction.calendarFailure')),
            t,
          );
        }
        return { tone: 'success', message: t('money-modals:transaction.editedCalendar') };
      }
      const payload = toPayload(values, paymentType);
      const options = idempotent(key);
      await (paymentType === 'credit'
        ? createInvoice(payload, options)
        : createTransaction(payload, options));
      return { tone: 'success', message: t('money-modals:transaction.created', { type }) };
    } catch (failure) {
      refused = true;
      return failureOutcome(
        failure,
        original
          ? failureMessage(failure, t('money-modals:transaction.editFailure', { type: type.toLowerCase() }))
          : t('money-modals:transaction.createFailure'),
        t,
      );
    } finally {
      await Promise.all([
        invalidateMoneyQueries(queryClient),
        // A category another session deleted is why a save is refused too (audit U6): money writes
        // leave categories alone, so after a refusal the list is read again and the form drops it.
        refused ? invalidateRoots(queryClient, CATEGORY_ROOTS) : undefined,
      ]);
    }
  };
}
