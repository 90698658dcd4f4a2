import type { FastifyInstance } from 'fastify';
import catalogue from '../../../locales/pt-BR/tasks.json' with { type: 'json' };
import {
  addMonthsToKey,
  formatDateBr,
  lastDateOfMonth,
  monthKeyOf,
  monthName,
  todayIso,
} from '../../../src/lib/dates.ts';
import { type Currency, formatMoney, isCurrency } from '../../../src/lib/money.ts';
import { budgetTotals, groupOfCategory } from '../../domain/budget-lines.ts';
import { toCents } from '../../domain/money.ts';
import { invoiceBalance } from '../../domain/residual.ts';
import {
  type OpenInvoiceFacts,
  type Suggestion,
  type SuggestionFacts,
  type SuggestionRule,
  suggestTasks,
} from '../../domain/task-suggestions.ts';
import type { MonthKey } from '../../domain/types.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { SystemTask } from '../../repositories/tasks.ts';
import { movementsByObjective, paidCentsOf } from '../objectives/present.ts';

const TEXTS = catalogue.suggestions;

/** Short, stable slugs of the task ids (the id names the rule, the month and the person). */
const SLUG: Record<SuggestionRule, string> = {
  'open-invoice': 'fatura-aberta',
  'card-installments': 'parcelas-cartao',
  'variable-spending': 'gastos-variaveis',
  'emergency-reserve': 'reserva-emergencia',
  'objective-behind': 'objetivo-atrasado',
};

/** The editorial task each rule makes redundant while it is new (decision 480). */
export const SUPERSEDES: Partial<Record<SuggestionRule, string>> = {
  'open-invoice': 'sistema-rotativo-cartao',
  'emergency-reserve': 'sistema-reserva-emergencia',
};

export const suggestionId = (rule: SuggestionRule, month: MonthKey, userId: string) =>
  `sugestao-${SLUG[rule]}-${month}-${userId}`;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A rule's title and description from the catalogue, the description followed by `tail`. */
const texts = (rule: SuggestionRule, values: Record<string, string | number>, tail = '') => ({
  title: fill(TEXTS[rule].title, values),
  description: fill(TEXTS[rule].description, values) + tail,
});

/** The title and description of a suggestion, amounts through the one money formatter in the person's currency. */
export function suggestionText(
  suggestion: Suggestion,
  month: MonthKey,
  currency: Currency = 'BRL',
): { title: string; description: string } {
  const monthText = monthName(month).toLowerCase();
  const money = (cents: number) => formatMoney(cents, currency);
  switch (suggestion.rule) {
    case 'open-invoice': {
      const others =
        suggestion.others > 0 ? fill(TEXTS['open-invoice'].others, { count: suggestion.others }) : '';
      const values = {
        card: suggestion.cardName,
        dueDate: formatDateBr(suggestion.dueDate),
        owed: money(suggestion.owed),
      };
      return texts('open-invoice', values, others);
    }
    case 'card-installments':
      return texts('card-installments', {
        share: suggestion.share,
        month: monthText,
        installments: money(suggestion.installments),
        revenues: money(suggestion.revenues),
        limit: money(suggestion.limit),
      });
    case 'variable-spending':
      return texts('variable-spending', {
        month: monthText,
        excess: money(suggestion.excess),
        planned: money(suggestion.planned),
        spent: money(suggestion.spent),
      });
    case 'emergency-reserve': {
      const values = {
        target: money(suggestion.target),
        cost: money(suggestion.monthlyCost),
        saving: money(suggestion.monthlySaving),
      };
      const saving = suggestion.monthlySaving > 0 ? fill(TEXTS['emergency-reserve'].saving, values) : '';
      return texts('emergency-reserve', values, saving);
    }
    case 'objective-behind':
      return texts('objective-behind', {
        name: suggestion.name,
        gap: money(suggestion.gap),
        expected: money(suggestion.expected),
        paid: money(suggestion.paid),
        total: money(suggestion.total),
      });
  }
}

async function openInvoices(
  app: FastifyInstance,
  userId: string,
  today: string,
  wallets: readonly PaymentRow[],
): Promise<OpenInvoiceFacts[]> {
  const { repos } = app;
  // A year back is plenty: older invoices left open are history the person has already seen.
  const closeFrom = `${addMonthsToKey(monthKeyOf(today), -12)}-01`;
  const rows = (await repos.invoices.list({ userIds: [userId], closeFrom, closeTo: today })).filter(
    (row) => row.dueDate !== null && row.dueDate < today,
  );
  const cards = new Map(wallets.map((card) => [card.id, card]));
  const facts = await Promise.all(
    rows.map(async (row) => {
      const sums = await repos.invoices.sums(row.id);
      const balance = invoiceBalance({
        id: row.id,
        cardId: row.paymentId,
        month: monthKeyOf(row.month),
        closeDay: 1,
        itemsTotal: sums.itemsCents,
        paidTotal: sums.paidCents,
        carriedTotal: sums.carriedCents,
      });
      return {
        cardName: cards.get(row.paymentId)?.name ?? '',
        dueDate: row.dueDate as string,
        owed: -balance,
      };
    }),
  );
  return facts.filter((fact) => fact.owed > 0);
}

/** The facts of decision 480 for one person this month, from the repositories the screens use. */
export async function suggestionFacts(
  app: FastifyInstance,
  userId: string,
  today: string,
): Promise<SuggestionFacts> {
  const { repos } = app;
  const month = monthKeyOf(today);
  const lastMonth = addMonthsToKey(month, -1);
  const start = `${month}-01`;
  const end = lastDateOfMonth(month);
  const [categories, [budget], sums, lastSums, cards, profiles, objectives] = await Promise.all([
    repos.categories.listFor(userId),
    repos.budgets.listBetween([userId], month, month),
    repos.balances.monthGroupSums({ userIds: [userId], start, end }),
    repos.balances.monthGroupSums({
      userIds: [userId],
      start: `${lastMonth}-01`,
      end: lastDateOfMonth(lastMonth),
    }),
    repos.payments.listFor([userId]),
    repos.profiles.listFor(userId),
    repos.objectives.listFor(userId),
  ]);
  const variableIds = categories
    .filter((category) => category.group === 'expenses' && groupOfCategory(category) === 'noessential')
    .map((category) => category.id);
  const cardIds = cards.filter((card) => card.type === 'credit').map((card) => card.id);
  const [variableSums, installments, movements, invoices] = await Promise.all([
    variableIds.length
      ? repos.balances.monthGroupSums({ userIds: [userId], start, end, categoryIds: variableIds })
      : Promise.resolve([]),
    repos.balances.monthInstallmentSums({ userIds: [userId], start, end }, cardIds),
    repos.objectives.movements(objectives.map((row) => row.id)),
    openInvoices(app, userId, today, cards),
  ]);
  const of = (list: typeof sums, type: string) =>
    list.filter((sum) => sum.transactionType === type).reduce((total, sum) => total + sum.cents, 0);
  const totals = budget ? budgetTotals(budget.lines) : null;
  const booked = of(sums, 'revenues');
  const grouped = movementsByObjective(movements);
  const paidOf = (id: string) => paidCentsOf(grouped.get(id) ?? []);
  const hasSavings = profiles.some(
    (profile) => (profile.data as { hasSavings?: boolean } | null)?.hasSavings === true,
  );
  const reserveHeld = objectives.some(
    (row) => row.category === 'reserva-emergencia' && toCents(row.initialValue) + paidOf(row.id) > 0,
  );
  const plannedCost = totals ? totals.essentialValue + totals.noessentialValue + totals.debtsValue : 0;
  return {
    today,
    variablePlanned: totals ? totals.noessentialValue : null,
    variableSpent: -of(variableSums, 'expenses'),
    revenues: booked > 0 ? booked : (totals?.revenuesValue ?? 0),
    installments: -(installments.get(month) ?? 0),
    hasReserve: hasSavings || reserveHeld,
    monthlyCost: plannedCost > 0 ? plannedCost : -of(lastSums, 'expenses'),
    objectives: objectives.map((row) => ({
      name: row.name,
      total: toCents(row.totalValue),
      initial: toCents(row.initialValue),
      paid: paidOf(row.id),
      beginDate: row.beginDate,
      finalDate: row.finalDate,
      done: row.done,
    })),
    openInvoices: invoices,
  };
}

/**
 * Writes the person's current suggestions (keeping the ones they placed in a list) and answers
 * their ids in rule order, with the editorial ids they make redundant.
 */
export async function refreshSuggestions(
  app: FastifyInstance,
  userId: string,
  placed: ReadonlySet<string>,
  today = todayIso(),
): Promise<{ order: string[]; superseded: Set<string> }> {
  const month = monthKeyOf(today);
  const [facts, user] = await Promise.all([
    suggestionFacts(app, userId, today),
    app.repos.users.findById(userId),
  ]);
  const found = suggestTasks(facts);
  const currency: Currency = isCurrency(user?.currency) ? user.currency : 'BRL';
  const current: SystemTask[] = found.map((suggestion) => ({
    id: suggestionId(suggestion.rule, month, userId),
    ...suggestionText(suggestion, month, currency),
  }));
  await app.repos.tasks.syncSuggestions(userId, current, [...placed]);
  const superseded = new Set(found.flatMap((suggestion) => SUPERSEDES[suggestion.rule] ?? []));
  return { order: current.map((task) => task.id), superseded };
}
