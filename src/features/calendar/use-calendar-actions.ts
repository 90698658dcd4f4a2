import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteLinkedTransaction,
  updateLinkedTransaction,
} from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import type { LinkedTransaction } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { invalidateLinkedQueries, invalidateMoneyQueries } from '@/api/invalidation';
import { openGlobalModal, requestConfirmation } from '@/app/ui-store';
import type { IsoMonth } from '@/lib/dates';
import { usePaidToggles } from '@/ui/paid-toggle';
import type { Outcome } from './result-dialog';

/**
 * Paid toggle (waiting for its answer, decision 025), edit (the global edit-linked-transaction
 * modal) and delete after a confirmation. A payment may book a transaction (decision 200), so writes
 * refresh the money queries too.
 */
export function useCalendarActions(month: IsoMonth) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const paidToggles = usePaidToggles();
  const refresh = () =>
    Promise.all([invalidateLinkedQueries(queryClient), invalidateMoneyQueries(queryClient)]);

  function togglePaid(item: LinkedTransaction, paid: boolean) {
    void paidToggles.toggle({
      id: item._id,
      paid,
      // The server stamps its own clock (decision 200); the value sent only says "paid".
      store: (next) =>
        updateLinkedTransaction(item._id, { lastPaymentDate: next ? new Date().toISOString() : null }),
      refresh,
      onFailure: (failure) =>
        // Spec 2 section 8: the server's message, else 'Não foi possível editar este item'.
        setOutcome({
          tone: 'failure',
          message: failureMessage(failure, t('calendar:toggleFailure')),
        }),
    });
  }

  async function remove(item: LinkedTransaction) {
    const confirmed = await requestConfirmation({
      title: t('calendar:delete.title'),
      message: t('calendar:delete.message', { name: item.transaction.name }),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteLinkedTransaction(item._id);
      setOutcome({ tone: 'success', message: t('calendar:delete.success') });
    } catch {
      setOutcome({ tone: 'failure', message: t('calendar:delete.failure') });
    }
    await refresh();
  }

  return {
    outcome,
    clearOutcome: () => setOutcome(null),
    togglePaid,
    togglingPaid: paidToggles.waiting,
    edit: (item: LinkedTransaction) => openGlobalModal('editLinkedTransaction', { linked: item, month }),
    remove: (item: LinkedTransaction) => void remove(item),
  };
}
