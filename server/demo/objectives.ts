import {
  addMonthsToKey,
  compareDates,
  dateInMonth,
  monthKeyOf,
  startOfBusinessDay,
} from '../../src/lib/dates.ts';
import { toCents, toDecimalString } from '../domain/money.ts';
import { checkMovement, isDone } from '../domain/objectives.ts';
import type { Cents, IsoDate } from '../domain/types.ts';
import { bookedName } from '../modules/objectives/messages.ts';
import { objectiveColumns } from '../modules/objectives/rules.ts';
import type { TxRepositories } from '../repositories/index.ts';
import type { PaymentRow } from '../repositories/payments.ts';
import { REPAIR_MONTHS_AGO } from './household.ts';
import type { Wallets } from './money.ts';

interface DemoObjective {
  name: string;
  category: 'reserva-emergencia' | 'viajar';
  total: number;
  initial: number;
  /** Months from this one to the first and the last month of the objective. */
  begin: number;
  final: number;
  account: 'checking' | 'savings';
  /** Monthly deposit and its day; redemptions as [months from now, reais]. */
  deposit: [day: number, reais: number];
  redemptions: ReadonlyArray<[offset: number, day: number, reais: number]>;
}

/**
 * Ana's two objectives in progress, fed from savings with each one's monthly instalment ((total −
 * initial) / months, so both are on track): a reserve begun a year ago, with one redemption (the
 * repair of server/demo/household.ts), and a trip begun half a year ago.
 */
export const DEMO_OBJECTIVES: readonly DemoObjective[] = [
  {
    name: 'Reserva de emergência',
    category: 'reserva-emergencia',
    total: 17_000,
    initial: 5_000,
    begin: -11,
    final: 18,
    account: 'savings',
    deposit: [7, 400],
    redemptions: [[-REPAIR_MONTHS_AGO, 18, 800]],
  },
  {
    name: 'Viagem para Portugal',
    category: 'viajar',
    total: 10_000,
    initial: 0,
    begin: -5,
    final: 14,
    account: 'savings',
    deposit: [20, 500],
    redemptions: [],
  },
];

/** Deposits and redemptions in date order, each checked by the rule the API applies (decision 191). */
function movements(objective: DemoObjective, today: IsoDate): Array<{ date: IsoDate; cents: Cents }> {
  const thisMonth = monthKeyOf(today);
  const list: Array<{ date: IsoDate; cents: Cents }> = [];
  for (let offset = objective.begin; offset <= 0; offset += 1)
    list.push({
      date: dateInMonth(addMonthsToKey(thisMonth, offset), objective.deposit[0]),
      cents: objective.deposit[1] * 100,
    });
  for (const [offset, day, reais] of objective.redemptions)
    list.push({ date: dateInMonth(addMonthsToKey(thisMonth, offset), day), cents: -reais * 100 });
  return list
    .filter((move) => compareDates(move.date, today) <= 0)
    .sort((a, b) => compareDates(a.date, b.date));
}

/** Creates the objectives as createObjective does and books their movements as the deposit modal does. */
export async function seedDemoObjectives(
  repos: TxRepositories,
  userId: string,
  wallets: Wallets,
  today: IsoDate,
): Promise<void> {
  const savings = (await repos.categories.findByCode('poupanca'))?.id ?? null;
  const thisMonth = monthKeyOf(today);
  for (const objective of DEMO_OBJECTIVES) {
    const account: PaymentRow = wallets[objective.account];
    const columns = objectiveColumns(
      {
        name: objective.name,
        category: objective.category,
        totalValue: objective.total,
        initialValue: objective.initial,
        beginDate: dateInMonth(addMonthsToKey(thisMonth, objective.begin), 1),
        finalDate: dateInMonth(addMonthsToKey(thisMonth, objective.final), 1),
      },
      { paid: 0, paymentId: account.id },
    );
    // Created when it began: the list (by creation) shows them in the order Ana started them.
    const row = await repos.objectives.create({
      ...columns,
      userId,
      createdAt: startOfBusinessDay(columns.beginDate as string),
    });
    const amounts = { total: toCents(row.totalValue), initial: toCents(row.initialValue), paid: 0 };
    const rows = [];
    for (const move of movements(objective, today)) {
      const refusal = checkMovement(amounts, move.cents, move.date, today);
      if (refusal) throw new Error(`demo objective movement refused: ${refusal.problem}`);
      amounts.paid += move.cents;
      rows.push({
        userId,
        name: bookedName(move.cents > 0 ? 'deposit' : 'redeem', row.name),
        value: toDecimalString(-move.cents),
        date: move.date,
        paid: true,
        transactionType: 'investiments',
        paymentId: account.id,
        categoryId: savings,
        objectiveId: row.id,
      });
    }
    await repos.transactions.insertMany(rows);
    await repos.objectives.update(row.id, { done: isDone(amounts) });
  }
}
