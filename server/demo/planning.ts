import { randomUUID } from 'node:crypto';
import { monthKeyOf } from '../../src/lib/dates.ts';
import { type BudgetLine, groupOfCategory } from '../domain/budget-lines.ts';
import { planningMonths } from '../domain/budget-plan.ts';
import { toCents } from '../domain/money.ts';
import type { IsoDate } from '../domain/types.ts';
import type { TxRepositories } from '../repositories/index.ts';

type Group = 'revenues' | 'essential' | 'noessential' | 'investiment';

/**
 * Ana's monthly plan against the household the demo books (server/demo/household.ts and the
 * connected bank's rows, which bring her salary, rent, electricity, a Pix and some purchases): her
 * income, the fixed bills (essential), the day-to-day spending and the notebook's instalments
 * (variable) and what she saves toward her objectives, so 'Realizado' sits close to 'Planejado' and
 * the plan leaves about R$ 700 a month. The group is the one the budget gives the category.
 */
export const DEMO_PLAN: ReadonlyArray<
  [code: string, value: string, group: Group, recurrentType?: 'monthly']
> = [
  ['salario', '6500.00', 'revenues', 'monthly'],
  ['outras-rendas', '250.00', 'revenues'],
  ['rendimentos', '50.00', 'revenues'],
  ['aluguel', '1800.00', 'essential', 'monthly'],
  ['energia', '190.00', 'essential'],
  ['agua', '90.00', 'essential'],
  ['internet-telefone', '160.00', 'essential', 'monthly'],
  ['assinaturas', '125.00', 'essential', 'monthly'],
  ['diversos-fixa', '120.00', 'essential', 'monthly'],
  ['supermercado', '850.00', 'noessential'],
  ['feira-padaria', '180.00', 'noessential'],
  ['restaurantes', '300.00', 'noessential'],
  ['transporte', '160.00', 'noessential'],
  ['combustivel', '300.00', 'noessential'],
  ['farmacia', '80.00', 'noessential'],
  ['lazer', '220.00', 'noessential'],
  ['vestuario', '100.00', 'noessential'],
  ['cuidados-pessoais', '90.00', 'noessential'],
  ['diversos-variavel', '320.00', 'noessential'],
  ['poupanca', '900.00', 'investiment', 'monthly'],
];

/**
 * A saved 12-month planning from this month, so /planejamento, the dashboard's budget box and the
 * projection are full on first start (issue 10 item 7, decision 412). Each line is planned every month.
 */
export async function seedDemoPlanning(repos: TxRepositories, userId: string, today: IsoDate): Promise<void> {
  const lines: Omit<BudgetLine, '_id'>[] = [];
  for (const [code, value, , recurrentType] of DEMO_PLAN) {
    const category = await repos.categories.findByCode(code);
    if (!category) continue;
    lines.push({
      category: category.id,
      type: groupOfCategory(category),
      value: toCents(value),
      ...(recurrentType ? { recurrentType } : {}),
    });
  }
  await repos.budgets.insertMissing(
    userId,
    planningMonths(monthKeyOf(today)).map((month) => ({
      month,
      lines: lines.map((line) => ({ ...line, _id: randomUUID() })),
      accumulated: 0,
    })),
  );
}
