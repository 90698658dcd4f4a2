import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBudget, deleteBudget, multiUpdateBudgets } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, BudgetInput, CategoryBudgetChange } from '@/api/gen/model';
import { ApiError, failureMessage } from '@/api/http';
import { invalidateRoots } from '@/api/invalidation';
import { budgetsQuery, cachedSelected, categoriesQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import { requestConfirmation, requestDecision } from '@/app/ui-store';
import { firstDateOfMonth, type IsoMonth } from '@/lib/dates';
import { isMemberRefusal } from './member-gone-boundary';
import { applicablePending } from './pending-after-refusal';
import { claimFill, fillKey } from './planning-fill';
import { draftBody, draftBudget, rangeParams } from './planning-logic';

/** Budget writes change the planning and every figure read from it (summary, charts, accumulated). */
const PLANNING_ROOTS = ['/budgets', '/balances'] as const;

export type Mode = 'view' | 'edit' | 'draft';

type Pending = ReadonlyMap<IsoMonth, CategoryBudgetChange[]>;

/** The server's refusal, said once: the catalogue joins message and field messages, often the same. */
const refusalText = (error: unknown, fallback: string) =>
  [...new Set(failureMessage(error, fallback).split('\n'))].join('\n');

/**
 * The stored plan of every month with pending changes, and the categories, read again now: the
 * cache the screen reads is refreshed by the same reads.
 */
async function readStored(queryClient: QueryClient, pending: Pending, userId: string | undefined) {
  const months = [...pending.keys()].sort();
  const budgets = budgetsQuery({
    ...rangeParams(months[0] as IsoMonth, months.at(-1) as IsoMonth),
    ...(userId ? { userId } : {}),
  });
  const categories = categoriesQuery();
  await Promise.all([
    queryClient.fetchQuery({ ...budgets, staleTime: 0 }),
    queryClient.fetchQuery({ ...categories, staleTime: 0 }),
  ]);
  return {
    budgets: cachedSelected(queryClient, budgets) ?? [],
    categories: cachedSelected(queryClient, categories) ?? [],
  };
}

/**
 * Edit mode, the pending changes per month and the writes: 'Aplicar alterações' sends every month's
 * changes in one multi-update; a month with no stored budget is keyed by its date (decision 214).
 */
export function usePlanningEdits(options: {
  userId: string | undefined;
  onSaved: () => void;
  /**
   * The server refused another person's plan (403): whether the screen took it as that person, or
   * the caller, having left the family (decision 008); the pending changes then have no plan to go to.
   */
  onPlanRefused?: (userId: string, error: ApiError) => boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selfId = useSession().session?.id;
  const [mode, setMode] = useState<Mode>('view');
  const [pending, setPending] = useState<Pending>(new Map());
  // The set as it is when a refusal's reads come back, changes made meanwhile included.
  const latest = useRef(pending);
  latest.current = pending;
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

  /** 'Descartar alterações': the plan as stored, read again, since another person may have changed it. */
  function discard() {
    reset();
    void invalidateRoots(queryClient, PLANNING_ROOTS);
  }

  /**
   * After a refusal, the changes the plan as stored still accepts (decision 030): the rest, a line
   * another person removed say, would be refused again however often the person tried. Answers
   * the sentence that names the dropped ones, or null.
   */
  async function keepApplicable(): Promise<string | null> {
    const before = cachedSelected(queryClient, categoriesQuery()) ?? [];
    const stored = await readStored(queryClient, latest.current, options.userId);
    const { kept, dropped } = applicablePending(latest.current, stored.budgets, stored.categories);
    setPending(kept);
    if (dropped.length === 0) return null;
    const nameOf = (id: string | undefined) => before.find((category) => category._id === id)?.name ?? '';
    const names = [...new Set(dropped.map((change) => nameOf(change.category)))].filter(Boolean);
    return t('planning:pendingDropped', {
      count: dropped.length,
      names: new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(names),
    });
  }

  /**
   * A refused write: the person reads the server's reason (spec 3 section 8) and the plan is read
   * again, so what shows is what is stored. A 5xx or a lost answer says nothing of the plan and
   * keeps everything: trying again may work.
   */
  async function refused(error: unknown, prune: boolean) {
    if (
      error instanceof ApiError &&
      options.userId &&
      isMemberRefusal(error) &&
      options.onPlanRefused?.(options.userId, error)
    ) {
      reset();
      return;
    }
    const reason = refusalText(error, t('planning:saveError'));
    setError(reason);
    if (!(error instanceof ApiError) || error.status >= 500) return;
    if (prune && latest.current.size > 0) {
      const dropped = await keepApplicable().catch(() => null);
      if (dropped) setError(`${reason}\n${dropped}`);
    }
    await invalidateRoots(queryClient, PLANNING_ROOTS);
  }

  async function run(work: () => Promise<unknown>, prune = false) {
    setBusy(true);
    setError(null);
    try {
      await work();
      reset();
      await invalidateRoots(queryClient, PLANNING_ROOTS);
      return true;
    } catch (error) {
      await refused(error, prune);
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
    discard,
    startEdit: () => setMode('edit'),
    startDraft: (month: IsoMonth) => {
      setDraft(draftBudget(month));
      setMode('draft');
    },
    apply: (budgetIdOf: (month: IsoMonth) => string | undefined) =>
      run(
        () =>
          multiUpdateBudgets(
            Object.fromEntries(
              [...pending].map(([month, changes]) => [budgetIdOf(month) ?? firstDateOfMonth(month), changes]),
            ),
            params,
          ),
        true,
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
