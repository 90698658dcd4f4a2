import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBudget, deleteBudget, multiUpdateBudgets } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, BudgetInput, CategoryBudgetChange } from '@/api/gen/model';
import { invalidateRoots } from '@/api/invalidation';
import { useSession } from '@/app/session';
import { requestConfirmation, requestDecision } from '@/app/ui-store';
import { firstDateOfMonth, type IsoMonth } from '@/lib/dates';
import { claimFill, fillKey } from './planning-fill';
import { draftBody, draftBudget } from './planning-logic';

/** Budget writes change the planning and every figure read from it (summary, charts, accumulated). */
const PLANNING_ROOTS = ['/budgets', '/balances'] as const;

export type Mode = 'view' | 'edit' | 'draft';

/**
 * Edit mode, the pending changes per month and the writes: 'Aplicar alterações' sends every month's
 * changes in one multi-update; a month with no stored budget is keyed by its date (decision 214).
 */
export function usePlanningEdits(options: { userId: string | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selfId = useSession().session?.id;
  const [mode, setMode] = useState<Mode>('view');
  const [pending, setPending] = useState<ReadonlyMap<IsoMonth, CategoryBudgetChange[]>>(new Map());
  const [draft, setDraft] = useState<Budget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const params = options.userId ? { userId: options.userId } : {};
  const count = [...pending.values()].reduce((total, changes) => total + changes.length, 0);

  function add(month: IsoMonth, change: CategoryBudgetChange) {
    setPending((current) => new Map(current).set(month, [...(current.get(month) ?? []), change]));
  }

  function reset() {
    setPending(new Map());
    setDraft(null);
    setMode('view');
    setError(null);
  }

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      reset();
      await invalidateRoots(queryClient, PLANNING_ROOTS);
      return true;
    } catch {
      setError(t('planning:saveError'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    mode,
    pending,
    draft,
    count,
    error,
    busy,
    add,
    discard: reset,
    startEdit: () => setMode('edit'),
    startDraft: (month: IsoMonth) => {
      setDraft(draftBudget(month));
      setMode('draft');
    },
    apply: (budgetIdOf: (month: IsoMonth) => string | undefined) =>
      run(() =>
        multiUpdateBudgets(
          Object.fromEntries(
            [...pending].map(([month, changes]) => [budgetIdOf(month) ?? firstDateOfMonth(month), changes]),
          ),
          params,
        ),
      ),
    /** 'SALVAR PLANEJAMENTO': asks whether to repeat for 12 months, then creates the plan. */
    async saveDraft(plan: Budget) {
      const repeat = await requestDecision({
        title: t('planning:confirm.title'),
        message: t('planning:confirm.repeatYear'),
        confirmLabel: t('planning:confirm.yes'),
        declineLabel: t('planning:confirm.no'),
      });
      if (repeat === null) return;
      const saved = await run(() =>
        createBudget(draftBody(plan) as BudgetInput, { ...params, multi: repeat }),
      );
      if (saved) options.onSaved();
    },
    /** 'Reiniciar planejamento': every month of `range` (resetRange), after the confirmation. */
    async resetPlanning(budget: Budget, range: { startDate: string; endDate: string }) {
      const confirmed = await requestConfirmation({
        title: t('planning:confirm.title'),
        message: t('planning:confirm.reset'),
        danger: true,
      });
      if (!confirmed) return;
      claimFill(fillKey(selfId, options.userId));
      await run(() => deleteBudget(budget._id, range));
    },
  };
}
