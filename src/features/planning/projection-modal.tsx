import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBudget } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, Category, CategoryBudgetChange } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { invalidateRoots } from '@/api/invalidation';
import { type IsoMonth, shortMonthName } from '@/lib/dates';
import { moneyInputToCents } from '@/lib/masks';
import { type Currency, formatMoneyNumber, fromApiAmount, toApiAmount } from '@/lib/money';
import { Modal } from '@/ui/modal';
import { MoneyText } from '@/ui/money-text';
import styles from './planning.module.css';
import {
  categoryIdOf,
  GROUPS,
  type Group,
  groupTotals,
  LIST_OF,
  monthOfBudget,
  pendingReaching,
  plannedBalance,
  withPending,
} from './planning-logic';

export interface ProjectionModalProps {
  months: readonly IsoMonth[];
  budgets: readonly Budget[];
  pending: ReadonlyMap<IsoMonth, CategoryBudgetChange[]>;
  categories: readonly Category[];
  currency: Currency;
  /**
   * Whether the viewer may change this plan (decision 330): a plain member viewing another member's
   * plan reads 'Acumulado inicial' and cannot type it (audit P7).
   */
  editable: boolean;
  onClose: () => void;
}

interface Column {
  month: IsoMonth;
  budget: Budget | undefined;
  totals: Record<Group, number>;
  balance: number;
  accumulated: number;
}

/**
 * Each month's planned totals with the pending changes, and the running 'Acumulado' (decision 213):
 * from the opening amount stored on the first planned month of the columns, each column adds its
 * 'Saldo' to the previous one's, as GET /balances?type=budgets sums the same months. Columns before
 * the first planned month hold nothing yet.
 */
function columnsOf(props: ProjectionModalProps, opening: number): Column[] {
  let accumulated: number | null = null;
  return props.months.map((month) => {
    const stored = props.budgets.find((budget) => monthOfBudget(budget) === month);
    const budget = withPending(stored, pendingReaching(props.pending, month), props.categories);
    const totals = groupTotals(budget);
    const balance = plannedBalance(totals);
    if (stored && accumulated === null) accumulated = opening;
    accumulated = accumulated === null ? null : accumulated + balance;
    return { month, budget, totals, balance, accumulated: accumulated ?? 0 };
  });
}

/** Category rows of a card: every category planned in some month of the projection. */
function categoryRows(columns: readonly Column[], group: Group) {
  const names = new Map<string, string>();
  for (const column of columns)
    for (const line of column.budget?.[LIST_OF[group]] ?? [])
      names.set(categoryIdOf(line), typeof line.category === 'object' ? line.category.name : '');
  return [...names].map(([id, name]) => ({
    id,
    name,
    values: columns.map((column) =>
      fromApiAmount(column.budget?.[LIST_OF[group]]?.find((line) => categoryIdOf(line) === id)?.value ?? 0),
    ),
  }));
}

/** 'Projeção do orçamento': 13 columns from one month back; cards expand into their categories. */
export function ProjectionModal(props: ProjectionModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ReadonlySet<Group>>(new Set());
  const firstBudget = props.months
    .map((month) => props.budgets.find((budget) => monthOfBudget(budget) === month))
    .find((budget) => budget !== undefined);
  const stored = fromApiAmount(firstBudget?.accumulated ?? 0);
  const [opening, setOpening] = useState<number | null>(stored);
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns = columnsOf(props, opening ?? 0);

  const toggle = (group: Group) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  async function saveOpening() {
    const id = firstBudget?._id;
    if (!id || opening === null || opening === stored) return;
    setRefusal(null);
    try {
      await updateBudget(id, { accumulated: toApiAmount(opening) });
    } catch (error) {
      // What is on screen is what is stored: a refused value goes back, and the person reads why.
      setOpening(stored);
      setRefusal(failureMessage(error, t('planning:projectionModal.openingFailed')));
      return;
    }
    await invalidateRoots(queryClient, ['/budgets', '/balances']);
  }

  const money = (cents: number) => <MoneyText cents={cents} currency={props.currency} />;
  return (
    <Modal open onClose={props.onClose} title={t('planning:projectionModal.title')} width={1100}>
      <div className={styles.projection}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col">{t('planning:projectionModal.month')}</th>
              {columns.map((column) => (
                <th key={column.month} scope="col">
                  {shortMonthName(column.month)}/{column.month.slice(2, 4)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GROUPS.map((group) => {
              const name = t(`planning:projectionModal.rows.${group}`);
              const expanded = open.has(group);
              return (
                <Fragment key={group}>
                  <tr>
                    <th scope="row">
                      <button
                        type="button"
                        className={styles.expand}
                        aria-expanded={expanded}
                        aria-label={t(
                          expanded ? 'planning:projectionModal.collapse' : 'planning:projectionModal.expand',
                          { name },
                        )}
                        onClick={() => toggle(group)}
                      >
                        {expanded ? '▾' : '▸'} {name}
                      </button>
                    </th>
                    {columns.map((column) => (
                      <td key={column.month}>{money(column.totals[group])}</td>
                    ))}
                  </tr>
                  {expanded
                    ? categoryRows(columns, group).map((row) => (
                        <tr key={row.id} className={styles.subRow}>
                          <th scope="row">{row.name}</th>
                          {row.values.map((cents, index) => (
                            <td key={columns[index]?.month}>{money(cents)}</td>
                          ))}
                        </tr>
                      ))
                    : null}
                </Fragment>
              );
            })}
            <tr>
              <th scope="row">{t('planning:projectionModal.rows.balance')}</th>
              {columns.map((column) => (
                <td key={column.month}>{money(column.balance)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('planning:projectionModal.rows.accumulated')}</th>
              {columns.map((column) => (
                <td key={column.month}>{money(column.accumulated)}</td>
              ))}
            </tr>
            {firstBudget ? (
              <tr>
                <th scope="row">{t('planning:projectionModal.rows.opening')}</th>
                {columns.map((column) => (
                  <td key={column.month}>
                    {column.month !== monthOfBudget(firstBudget) ? null : !props.editable ? (
                      money(stored)
                    ) : (
                      <input
                        className={styles.accumulatedInput}
                        inputMode="numeric"
                        aria-label={t('planning:projectionModal.accumulatedInput', {
                          month: shortMonthName(column.month),
                        })}
                        value={opening === null ? '' : formatMoneyNumber(opening, props.currency)}
                        onChange={(event) =>
                          setOpening(moneyInputToCents(event.target.value, props.currency))
                        }
                        onBlur={() => void saveOpening()}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
        {refusal ? (
          <p role="alert" className={styles.error}>
            {refusal}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
