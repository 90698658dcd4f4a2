import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { invalidField, refused } from '../../auth/scope.ts';
import { installmentInvoiceMonths } from '../../domain/invoices.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import {
  CATEGORY_ALIASES,
  checkGood,
  isFirstOfMonth,
  MAX_AMOUNT_CENTS,
  MAX_ONBOARDING_ROWS,
  type OnboardingList,
  onboardingWindow,
  planRow,
  type RowPlan,
  rowOccurrences,
} from '../../domain/onboarding.ts';
import { MAX_OPEN_REPETITIONS } from '../../domain/series.ts';
import { GROUPS_OF } from '../../domain/transaction-rules.ts';
import type { MonthKey } from '../../domain/types.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { NewGood } from '../../repositories/onboardings.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { ProfileData } from '../../repositories/profiles.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';
import { cycleOf, withInvoices } from '../invoices/assign.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';
import type { Schemas } from '../types.ts';
import { categoryResolver } from './categories.ts';

type Onboarding = Schemas['Onboarding'];
type OnboardingRow = Schemas['OnboardingTransaction'];

/** One row ready to book: its members, its card (credit rows) and the invoices of its instalments. */
interface Entry {
  rows: NewTransaction[];
  card?: PaymentRow;
  months?: MonthKey[];
}

/** 'DD/MM/AAAA', as the wizard's date fields show it. */
const brazilianDate = (date: string) => date.split('-').reverse().join('/');

/** Inserts stay well under PostgreSQL's 65,535 bound parameters (about 28 per transaction row). */
const INSERT_CHUNK = 1000;

export interface SavedOnboarding {
  transactions: number;
  goods: number;
  replaced: number;
}

/** The onboarding is for the caller (or the client a planner acts for), whatever the body names. */
function assertOwnUser(body: Onboarding, userId: string): void {
  const named = [body.user, ...body.debit.map((row) => row.user), ...body.credit.map((row) => row.user)];
  const goodsUsers = body.goods.map((good) => good.user);
  if ([...named, ...goodsUsers].some((user) => user !== undefined && user !== userId)) {
    throw fail(403, 'errors.forbidden');
  }
}

function planOrRefuse(row: OnboardingRow, list: OnboardingList, month: string, field: string): RowPlan {
  const window = onboardingWindow(month);
  const messages = {
    dateOutOfRange: t('onboarding.dateOutOfRange', {
      start: brazilianDate(window.start),
      end: brazilianDate(window.end),
    }),
    repetitionOrInstallments: t('onboarding.repetitionOrInstallments'),
  };
  const plan = planRow({ ...row, value: toCents(row.value) }, list, month, messages, field);
  if ('ok' in plan) throw refused(plan);
  return plan;
}

/** The account a row is paid from: the one it names (the caller's, of the right kind) or the default. */
function paymentResolver(wallets: PaymentRow[]) {
  const cards = wallets.filter((wallet) => wallet.type === 'credit');
  const accounts = wallets.filter((wallet) => wallet.type !== 'credit');
  const fallbackAccount = accounts.find((wallet) => wallet.isDefault) ?? accounts[0];
  return (list: OnboardingList, id: string | undefined, field: string): PaymentRow => {
    const own = list === 'credit' ? cards : accounts;
    if (id) {
      const named = own.find((wallet) => wallet.id === id);
      if (named) return named;
      const key = list === 'credit' ? 'onboarding.chooseCard' : 'onboarding.chooseAccount';
      throw invalidField(t(key), `${field}.payment`);
    }
    if (list === 'debit' && fallbackAccount) return fallbackAccount;
    if (list === 'credit' && cards.length === 1 && cards[0]) return cards[0];
    const key = list === 'credit' && cards.length === 0 ? 'onboarding.noCard' : 'onboarding.chooseCard';
    throw invalidField(t(key), `${field}.payment`);
  };
}

async function entriesOf(request: FastifyRequest, body: Onboarding, userId: string): Promise<Entry[]> {
  const repos = request.server.repos;
  const [wallets, categories] = await Promise.all([
    repos.payments.listFor([userId]),
    repos.categories.listFor(userId),
  ]);
  const paymentOf = paymentResolver(wallets);
  const categoryOf = categoryResolver(categories, CATEGORY_ALIASES);
  const lists: Array<[OnboardingList, OnboardingRow[]]> = [
    ['debit', body.debit],
    ['credit', body.credit],
  ];
  const entries: Entry[] = [];
  let total = 0;
  for (const [list, rows] of lists) {
    for (const [index, row] of rows.entries()) {
      const field = `${list}.${index}`;
      const plan = planOrRefuse(row, list, body.date, field);
      const payment = paymentOf(list, row.payment, field);
      const category = categoryOf(row.category, GROUPS_OF[plan.transactionType], plan.fallbackCode);
      const members = rowOccurrences(plan, row.date, toCents(row.value), randomUUID());
      total += members.length;
      if (total > MAX_ONBOARDING_ROWS) {
        throw invalidField(t('onboarding.tooManyRows', { max: MAX_ONBOARDING_ROWS }), list);
      }
      // The wizard sends each row's one-line 'Descrição' as its name and description; both are kept
      // as every name is (decision 047), or an override and a line break forged a line of the
      // reminder mail and reversed an amount on the family's lists (audit AB7).
      const name = oneLineName(row.name ?? '') || category.name;
      const description = oneLineName(row.description ?? '') || null;
      const rowsOfEntry: NewTransaction[] = members.map((member, position) => ({
        ...member,
        value: toDecimalString(member.value),
        userId,
        paymentId: payment.id,
        categoryId: category.id,
        transactionType: plan.transactionType,
        name,
        description,
        paid: position === 0 && Boolean(row.paid),
      }));
      const card = payment.type === 'credit' ? payment : undefined;
      const months =
        card && plan.installments > 1
          ? installmentInvoiceMonths(row.date, cycleOf(card).invoiceCloseOn, plan.installments)
          : undefined;
      entries.push({ rows: rowsOfEntry, card, months });
    }
  }
  return entries;
}

function goodsOf(body: Onboarding, userId: string): Omit<NewGood, 'onboardingId'>[] {
  const financingOnlyWhenFinanced = t('onboarding.financingOnlyWhenFinanced');
  const totals = { marketValue: 0, settlementBalance: 0 };
  return body.goods.map((good, index) => {
    const values = {
      marketValue: toCents(good.marketValue),
      financed: good.financed,
      settlementBalance: toCents(good.settlementBalance ?? 0),
      installment: toCents(good.installment ?? 0),
      lastInstallment: good.lastInstallment,
    };
    const refusal = checkGood(values, financingOnlyWhenFinanced, `goods.${index}`);
    if (refusal) throw refused(refusal);
    // The balance of goods sums them: the sums must stay amounts too.
    for (const name of ['marketValue', 'settlementBalance'] as const) {
      totals[name] += values[name];
      if (totals[name] > MAX_AMOUNT_CENTS)
        throw invalidField(MESSAGES.invalidValue, `goods.${index}.${name}`);
    }
    return {
      userId,
      type: good.type,
      description: oneLineName(good.description ?? '') || null,
      marketValue: toDecimalString(values.marketValue),
      financed: Boolean(good.financed),
      settlementBalance: toDecimalString(values.settlementBalance),
      installment: toDecimalString(values.installment),
      lastInstallment: good.lastInstallment || null,
      date: good.date ?? null,
    };
  });
}

/** Decision 311 counts the onboarding's repetitions too, after the previous onboarding's are gone. */
async function assertRoomForRepetitions(repos: TxRepositories, userId: string, entries: Entry[]) {
  const added = entries.filter((entry) => entry.rows[0]?.recurrent).length;
  if (added === 0) return;
  if ((await repos.transactions.openRepetitionCount(userId)) + added <= MAX_OPEN_REPETITIONS) return;
  throw invalidField(t('money.tooManyRepetitions', { max: MAX_OPEN_REPETITIONS }), 'recurrentType');
}

/**
 * The onboarding is the person's financial diagnosis (decision 252): it creates their one profile or
 * updates it, with `hasSavings` answered by the Investimentos step (any row of that step).
 */
async function saveProfile(repos: TxRepositories, userId: string, body: Onboarding): Promise<void> {
  const hasSavings = [...body.debit, ...body.credit].some((row) => row.kind === 'investments');
  const [existing] = await repos.profiles.listFor(userId);
  if (existing) await repos.profiles.update(existing.id, { ...(existing.data as ProfileData), hasSavings });
  else await repos.profiles.create(userId, { hasSavings });
}

/**
 * Books the onboarding (decision 019) in one database transaction, replacing the previous one's rows
 * and goods (decision 400), and writing the financial profile with them (decision 252): every rule is
 * checked before anything is written.
 */
export async function saveOnboarding(request: FastifyRequest, body: Onboarding): Promise<SavedOnboarding> {
  const userId = caller(request).userId;
  assertOwnUser(body, userId);
  if (!isFirstOfMonth(body.date)) throw invalidField(t('onboarding.firstDayOfMonth'), 'date');
  const goods = goodsOf(body, userId);
  const entries = await entriesOf(request, body, userId);
  return request.server.repos.unitOfWork(async (repos) => {
    const replaced = await repos.onboardings.removePrevious(userId);
    await assertRoomForRepetitions(repos, userId, entries);
    const onboardingId = await repos.onboardings.create(userId, body.date);
    // The person's cards before their rows, in one order, as every write on a card takes them.
    const cards = (await repos.payments.listFor([userId])).filter((wallet) => wallet.type === 'credit');
    for (const card of [...cards].sort((a, b) => a.id.localeCompare(b.id)))
      await repos.payments.lock(card.id);
    const rows: NewTransaction[] = [];
    for (const entry of entries) {
      const tagged = entry.rows.map((row) => ({ ...row, onboardingId }));
      rows.push(...(entry.card ? await withInvoices(repos, entry.card, tagged, entry.months) : tagged));
    }
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await repos.transactions.insertMany(rows.slice(start, start + INSERT_CHUNK));
    }
    // The previous onboarding's card rows left and this one's arrived: each card's credits follow
    // (decision 034), as after a purchase typed by hand.
    await reconcileCreditsOf(repos, { paymentIds: cards.map((card) => card.id) });
    const savedGoods = await repos.onboardings.insertGoods(goods.map((good) => ({ ...good, onboardingId })));
    await saveProfile(repos, userId, body);
    return { transactions: entries.length, goods: savedGoods, replaced };
  });
}
