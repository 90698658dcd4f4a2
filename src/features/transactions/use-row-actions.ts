import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTransaction, updateTransaction } from '@/api/gen/endpoints/transactions/transactions';
import type { PaymentType, Transaction } from '@/api/gen/model';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { openGlobalModal, requestConfirmation, requestDecision } from '@/app/ui-store';
import { CONFIRM_CLOSE_DELAY_MS } from '@/ui/confirm-modal';
import { usePaidToggles } from '@/ui/paid-toggle';
import type { Outcome } from './result-dialog';
import { canDelete, canEdit, canTogglePaid, isInSeries, isInstallment, type Refusal } from './rules';

export interface RowActions {
  popup: string | null;
  clearPopup: () => void;
  outcome: Outcome | null;
  clearOutcome: () => void;
  togglePaid: (transaction: Transaction) => void;
  /** Rows whose paid toggle waits, each with the state to show meanwhile (the new one once stored). */
  togglingPaid: ReadonlyMap<string, boolean>;
  edit: (transaction: Transaction) => void;
  remove: (transaction: Transaction) => void;
}

/**
 * The paid toggle, edit and delete of a row: the spec's refusals show as the popup before any call;
 * a delete asks first (and, in a series, whether the following rows go too); failures and deletes
 * end in the result dialog. Every write refreshes the money queries. The three handlers keep their
 * identity while `userId` and `paymentTypeOf` do, so the memoised list skips the screen's other
 * renders (decision 429). The paid toggle waits for its answer (`usePaidToggles`, decision 025).
 */
export function useRowActions(userId: string, paymentTypeOf: (row: Transaction) => PaymentType | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refuse = useCallback((refusal: Refusal) => setPopup(t(`transactions:refusals.${refusal}`)), [t]);

  const { waiting: togglingPaid, isWaiting, toggle } = usePaidToggles();

  const togglePaid = useCallback(
    (transaction: Transaction) => {
      // A press on a row waiting for its answer is ignored, refused or not.
      if (isWaiting(transaction._id)) return;
      if (!canTogglePaid(transaction, userId)) return refuse('toggle');
      void toggle({
        id: transaction._id,
        paid: transaction.paid,
        store: (paid) => updateTransaction(transaction._id, { paid }),
        refresh: () => invalidateMoneyQueries(queryClient),
        onFailure: () => setOutcome({ tone: 'failure', message: t('transactions:toggleFailure') }),
      });
    },
    [userId, refuse, t, queryClient, isWaiting, toggle],
  );

  const edit = useCallback(
    (transaction: Transaction) => {
      if (!canEdit(transaction, paymentTypeOf(transaction))) return refuse('edit');
      openGlobalModal('transaction', { transaction });
    },
    [paymentTypeOf, refuse],
  );

  const remove = useCallback(
    async (transaction: Transaction) => {
      if (!canDelete(transaction)) return refuse('delete');
      const confirmed = await requestConfirmation({
        title: t('transactions:delete.title'),
        message: t('transactions:delete.message'),
        confirmLabel: t('common:actions.delete'),
        danger: true,
      });
      if (!confirmed) return;
      // The first confirmation closes 200 ms after the answer; the series question follows it.
      if (isInSeries(transaction))
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_CLOSE_DELAY_MS));
      const applyForAll = isInSeries(transaction)
        ? await requestDecision({
            title: t('transactions:delete.seriesTitle'),
            // 'Sim' takes a whole instalment purchase, earlier instalments included (decision 101),
            // and stops a repetition from this member on: the question says which (audit J5).
            message: t(
              isInstallment(transaction)
                ? 'transactions:delete.installmentsMessage'
                : 'transactions:delete.seriesMessage',
              { count: transaction.lastInstallment ?? 0 },
            ),
            confirmLabel: t('transactions:delete.yes'),
            declineLabel: t('transactions:delete.no'),
          })
        : false;
      // Closed without 'Sim' or 'Não': nothing is deleted.
      if (applyForAll === null) return;
      try {
        await deleteTransaction(transaction._id, { applyForAll });
        setOutcome({ tone: 'success', message: t('transactions:delete.success') });
      } catch {
        setOutcome({ tone: 'failure', message: t('transactions:delete.failure') });
      }
      await invalidateMoneyQueries(queryClient);
    },
    [refuse, t, queryClient],
  );

  const onRemove = useCallback((row: Transaction) => void remove(row), [remove]);
  return {
    popup,
    clearPopup: () => setPopup(null),
    outcome,
    clearOutcome: () => setOutcome(null),
    togglePaid,
    togglingPaid,
    edit,
    remove: onRemove,
  } satisfies RowActions;
}
