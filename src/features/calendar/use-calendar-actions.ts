import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteLinkedTransaction,
  updateLinkedTransaction,
} from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import type { LinkedTransaction } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { invalidateLinkedQueries, invalidateMoneyQueries } from '@/api/invalidation';
import { openGlobalModal, requestConfirmation } from '@/app/ui-store';
import type { IsoMonth } from '@/lib/dates';
import type { Outcome } from './result-dialog';

/**
 * Paid toggle, edit (the global edit-linked-transaction modal) and delete after a confirmation. A
 * payment may book a transaction (decision 200), so writes refresh the money queries too.
 */
export function useCalendarActions(month: IsoMonth) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refresh = () =>
    Promise.all([invalidateLinkedQueries(queryClient), invalidateMoneyQueries(queryClient)]);

  async function togglePaid(item: LinkedTransaction, paid: boolean) {
    try {
      // The server stamps its own clock (decision 200); the value sent only says "paid".
      await updateLinkedTransaction(item._id, { lastPaymentDate: paid ? null : new Date().toISOString() });
    } catch (failure) {
      // Spec 2 section 8: the server's message, else 'Não foi possível editar este item'.
      const message =
        failure instanceof ApiError && failure.status < 500 && failure.message
          ? failure.message
          : t('calendar:toggleFailure');
      setOutcome({ tone: 'failure', message });
    }
    await refresh();
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
    togglePaid: (item: LinkedTransaction, paid: boolean) => void togglePaid(item, paid),
    edit: (item: LinkedTransaction) => openGlobalModal('editLinkedTransaction', { linked: item, month }),
    remove: (item: LinkedTransaction) => void remove(item),
  };
}
