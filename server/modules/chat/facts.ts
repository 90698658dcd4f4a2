import type { FastifyRequest } from 'fastify';
import {
  addDays,
  addMonthsToKey,
  currentMonth,
  firstDateOfMonth,
  lastDateOfMonth,
  todayIso,
} from '../../../src/lib/dates.ts';
import {
  INVOICE_THRESHOLD_CENTS,
  invoiceDueCents,
  isInvoiceSettled,
} from '../../../src/lib/invoice-balance.ts';
import { savedCentsOf } from '../../../src/lib/objective-progress.ts';
import { dueBetween, WEEK_DAYS } from '../../assistant/due.ts';
import type { Facts, NamedAmount, Period } from '../../assistant/facts.ts';
import type { BudgetGroup, Understood, Vocabulary } from '../../assistant/intents.ts';
import { largestExpenses } from '../../assistant/largest.ts';
import { groupOfCategory } from '../../domain/budget-lines.ts';
import { invoiceDates, invoiceMonthOf, UNPAID_INVOICE_LOOKBACK_DAYS } from '../../domain/invoices.ts';
import { toCents } from '../../domain/money.ts';
import { balanceOfTotals } from '../../domain/residual.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import { balanceChart, balanceSummary } from '../balances/handlers.ts';
import { walletSeries } from '../balances/wallets.ts';
import { listedCategories } from '../categories/handlers.ts';
import { cycleOf } from '../invoices/assign.ts';
import { listedCalendarItems } from '../linkedtransactions/handlers.ts';
import { listedObjectives } from '../objectives/handlers.ts';
import { presentTransaction } from '../transactions/present.ts';
import { toppedUpVersions } from '../transactions/top-up.ts';
import type { Schemas } from '../types.ts';

type Category = Schemas['Category'];

/** Whose data the answer covers: ids for the reads, and the member's first name when not the caller. */
export interface Person {
  userId: string;
  userIds: string[];
  self: boolean;
  memberName?: string;
}

/** What the question may name: the person's categories, wallets and objectives, their family members. */
export interface Context {
  vocabulary: Vocabulary;
  categories: Category[];
  wallets: PaymentRow[];
  /** The caller's objectives, as listObjectives answers them. */
  objectives: Awaited<ReturnType<typeof listedObjectives>>;
  /** The signed-in person's 'Somar saldo' (decision 476): the balance adds what the wallets held. */
  sumBalance: boolean;
  /** A planner, on their own account or acting for a client: the calendar never opens for them (spec 1). */
  calendarHidden: boolean;
}

// The budget screen's own grouping (a category without a sort is fixed, 'essential'), so the
// assistant's "gastos fixos" and "variáveis" add up as the budget shows them.
const GROUP_OF: Record<BudgetGroup, (category: Category) => boolean> = {
  fixed: (c) => groupOfCategory(c) === 'essential',
  variable: (c) => groupOfCategory(c) === 'noessential',
  debts: (c) => groupOfCategory(c) === 'debts',
  investiments: (c) => groupOfCategory(c) === 'investiment',
};

const cents = (value: number | string | undefined) => toCents(value ?? 0);

function periodOf(understood: Understood): Period {
  const now = currentMonth();
  const month = addMonthsToKey(now, understood.monthOffset);
  return {
    month,
    current: month === now,
    ...(month.slice(0, 4) !== now.slice(0, 4) ? { otherYear: true } : {}),
    ...(understood.byMonthOnly ? { byMonthOnly: true } : {}),
  };
}

/** The month's point of the revenues vs expenses chart: the dashboard's four cards (decision 390). */
async function monthPoint(request: FastifyRequest, person: Person, period: Period) {
  const range = { startDate: firstDateOfMonth(period.month), endDate: lastDateOfMonth(period.month) };
  const [point] = await balanceChart(request, { type: 'chart', ...range, userId: person.userId });
  return {
    revenues: cents(point?.revenues),
    expenses: cents(point?.expenses),
    investments: cents(point?.investments),
    balance: cents(point?.balance),
  };
}

/**
 * What the person's cash and bank wallets held as the month opened: the dashboard's 'Saldo' card adds
 * it to the month's result while 'Somar saldo' is on (decision 476, audit K8). Cards are debt and
 * stay out, as there.
 */
async function openingBalance(
  request: FastifyRequest,
  person: Person,
  period: Period,
  wallets: PaymentRow[],
) {
  const own = wallets.filter((wallet) => wallet.type !== 'credit' && wallet.userId === person.userId);
  if (own.length === 0) return 0;
  const [closing] = await walletSeries(request.server, own, [addMonthsToKey(period.month, -1)]);
  return closing ?? 0;
}

/** A category or a group against the budget: GET /balances with categoryId (or categories), as the budget modal asks. */
async function budgetSummary(request: FastifyRequest, person: Person, period: Period, categoryIds: string[]) {
  const summary = await balanceSummary(request, {
    userId: person.userId,
    startDate: firstDateOfMonth(period.month),
    endDate: lastDateOfMonth(period.month),
    ...(categoryIds.length === 1 ? { categoryId: categoryIds[0] } : { categories: categoryIds.join(',') }),
  });
  return { spent: cents(summary.expensesPaid), planned: cents(summary.planned) };
}

/** The rows GET /transactions answers for a range (series topped up first, as that call does). */
async function rowsBetween(request: FastifyRequest, person: Person, start: string, end: string) {
  // The same top-up as that call: skipped while nothing changed since the last one found nothing (decision 365).
  await toppedUpVersions(request.server, person.userIds, end);
  const rows = await request.server.repos.transactions.list({ userIds: person.userIds, start, end });
  return rows.map(presentTransaction);
}

async function due(
  request: FastifyRequest,
  person: Person,
  from: string,
  to: string,
): Promise<NamedAmount[]> {
  const rows = await rowsBetween(request, person, from, to);
  // Calendar items are personal (decisions 330, 464): a member's are never read, and the reply says so.
  const items = person.self ? await listedCalendarItems(request) : [];
  return dueBetween(
    rows.map((row) => ({ ...row, cents: cents(row.value), paid: Boolean(row.paid) })),
    items.map((item) => ({
      name: item.transaction.name ?? item.originalName ?? '',
      day: item.day,
      cents: cents(item.value),
      transactionType: item.transaction.transactionType,
      lastPaymentDate: item.lastPaymentDate ?? null,
    })),
    from,
    to,
  );
}

/**
 * Each card's open invoice and what is still to pay on it (as GET /invoices): the invoice a purchase
 * made today goes into, by the card's cycle, whether or not it has an item yet (an invoice without
 * one has no stored row, audit O8); with it, the card's closed invoices still owed, by the reminder
 * e-mail's rule. The person's cards, or the one the question names among those the person sees,
 * whoever in the family owns it (audit O13).
 */
async function openInvoices(request: FastifyRequest, person: Person, context: Context, walletId?: string) {
  const today = todayIso();
  const cards = context.wallets.filter(
    (wallet) =>
      wallet.type === 'credit' &&
      (walletId ? wallet.id === walletId : person.userIds.includes(wallet.userId)),
  );
  if (cards.length === 0) return [];
  const { invoices } = request.server.repos;
  const rows = await invoices.list({
    userIds: [...new Set(cards.map((card) => card.userId))],
    paymentIds: cards.map((card) => card.id),
    closeFrom: addDays(today, -UNPAID_INVOICE_LOOKBACK_DAYS),
  });
  const ofCard = cards.map((card) => {
    const month = invoiceMonthOf(today, cycleOf(card).invoiceCloseOn);
    const own = rows.filter((row) => row.paymentId === card.id);
    const open = own.find((row) => row.month.slice(0, 7) === month);
    const closed = own.filter((row) => row !== open && row.closingDate && row.closingDate <= today);
    return { card, month, open, closed };
  });
  const sums = await invoices.sumsOf(
    ofCard.flatMap(({ open, closed }) => [...(open ? [open] : []), ...closed].map((row) => row.id)),
  );
  const balanceOf = (id: string) => {
    const sum = sums.get(id);
    return sum
      ? balanceOfTotals({
          itemsTotal: sum.itemsCents,
          paidTotal: sum.paidCents,
          carriedTotal: sum.carriedCents,
        })
      : 0;
  };
  return ofCard.map(({ card, month, open, closed }) => {
    const dates = invoiceDates(month, cycleOf(card));
    const balance = open ? balanceOf(open.id) : 0;
    const spent = open ? (sums.get(open.id)?.itemsCents ?? 0) : 0;
    // The members are the family besides the person in scope: their own cards name nobody.
    const owner = context.vocabulary.members.find((member) => member.id === card.userId);
    return {
      cardId: card.id,
      card: card.name,
      ...(owner ? { owner: owner.name } : {}),
      close: open?.closingDate ?? dates.closeDate,
      due: open?.dueDate ?? dates.dueDate,
      // What is still to pay, as the invoice's own balance says (decision 124): a payment made before
      // the close lowers it, and a paid invoice is said to be paid rather than R$ 0,00.
      cents: invoiceDueCents(balance),
      paid: spent < -INVOICE_THRESHOLD_CENTS && isInvoiceSettled(balance),
      unpaid: closed.flatMap((row) => {
        const owed = invoiceDueCents(balanceOf(row.id));
        return owed > 0 ? [{ due: row.dueDate ?? row.closingDate ?? today, cents: owed }] : [];
      }),
    };
  });
}

/** Due lists of a family member leave out their calendar items, which only they see. */
const calendarNote = (person: Person) => (person.self ? {} : { calendarPrivate: true });

/** Runs the queries an intent needs; the figures are those the screens' own calls answer. */
export async function gatherFacts(
  request: FastifyRequest,
  understood: Understood,
  person: Person,
  context: Context,
): Promise<Facts> {
  const subject = person.memberName ? { memberName: person.memberName } : {};
  const period = periodOf(understood);
  switch (understood.intent) {
    case 'spending':
    case 'revenues': {
      const point = await monthPoint(request, person, period);
      const amount = understood.intent === 'spending' ? point.expenses : point.revenues;
      return { ...subject, intent: understood.intent, period, cents: amount };
    }
    case 'balance': {
      const [point, opening] = await Promise.all([
        monthPoint(request, person, period),
        context.sumBalance ? openingBalance(request, person, period, context.wallets) : 0,
      ]);
      const outgoings = point.expenses + point.investments;
      return {
        ...subject,
        intent: 'balance',
        period,
        opening,
        revenues: point.revenues,
        outgoings,
        balance: opening + point.balance,
      };
    }
    case 'categorySpending': {
      const category = context.categories.find((c) => c._id === understood.categoryId);
      const figures = await budgetSummary(request, person, period, [understood.categoryId ?? '']);
      return { ...subject, intent: 'categorySpending', period, name: category?.name ?? '', ...figures };
    }
    case 'groupSpending': {
      const group = understood.group ?? 'variable';
      const ids = context.categories.filter(GROUP_OF[group]).map((c) => c._id);
      const figures = ids.length
        ? await budgetSummary(request, person, period, ids)
        : { spent: 0, planned: 0 };
      return { ...subject, intent: 'groupSpending', period, group, ...figures };
    }
    case 'dueTomorrow': {
      const tomorrow = addDays(todayIso(), 1);
      const items = await due(request, person, tomorrow, tomorrow);
      return { ...subject, ...calendarNote(person), intent: 'dueTomorrow', items };
    }
    case 'dueWeek': {
      const until = addDays(todayIso(), WEEK_DAYS - 1);
      const items = await due(request, person, todayIso(), until);
      const hidden = context.calendarHidden ? { calendarHidden: true } : {};
      return { ...subject, ...calendarNote(person), ...hidden, intent: 'dueWeek', until, items };
    }
    case 'openInvoice':
      return {
        ...subject,
        intent: 'openInvoice',
        invoices: await openInvoices(request, person, context, understood.walletId),
      };
    case 'objective': {
      // Objectives are personal (decisions 330, 464): a family member's are not read, nor the caller's given instead.
      if (!person.self)
        return { ...subject, intent: 'objective', objectives: [], named: false, private: true };
      // Read once per message with the names a question may carry (contextOf).
      const all = context.objectives;
      const chosen = understood.objectiveId ? all.filter((o) => o._id === understood.objectiveId) : all;
      // Saved as /objetivos counts it, initial value included (decision 192).
      const objectives = chosen.map((o) => ({
        name: o.name,
        saved: savedCentsOf(cents(o.initialValue), cents(o.paidValue)),
        total: cents(o.totalValue),
      }));
      return { intent: 'objective', objectives, named: Boolean(understood.objectiveId) };
    }
    case 'largestExpenses': {
      const rows = await rowsBetween(
        request,
        person,
        firstDateOfMonth(period.month),
        lastDateOfMonth(period.month),
      );
      return { ...subject, intent: 'largestExpenses', period, items: largestExpenses(rows) };
    }
    case 'navigate': {
      const route = understood.route ?? 'dashboard';
      const wallet = context.wallets.find((w) => w.id === understood.walletId);
      // Spec 2: planners do not see the calendar (the route refuses it too).
      const hidden = route === 'calendar' && context.calendarHidden;
      return {
        intent: 'navigate',
        route,
        ...(wallet && route === 'payment_transactions'
          ? { payment: { id: wallet.id, name: wallet.name } }
          : {}),
        ...(hidden ? { hidden } : {}),
      };
    }
    default:
      return context.calendarHidden ? { intent: 'help', calendarHidden: true } : { intent: 'help' };
  }
}

/** The names a question may carry, read once per message. */
export async function contextOf(
  request: FastifyRequest,
  wallets: PaymentRow[],
  members: Vocabulary['members'],
  settings: Pick<Context, 'sumBalance' | 'calendarHidden'>,
): Promise<Context> {
  const [categories, objectives] = await Promise.all([listedCategories(request), listedObjectives(request)]);
  const vocabulary: Vocabulary = {
    categories: categories.filter((c) => c.group !== 'revenues').map((c) => ({ id: c._id, name: c.name })),
    wallets: wallets.map((w) => ({ id: w.id, name: w.name })),
    objectives: objectives.map((o) => ({ id: o._id, name: o.name })),
    members,
  };
  return { vocabulary, categories, wallets, objectives, ...settings };
}
