import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { monthKeyOf, todayIso } from '../../src/lib/dates.ts';
import { type BudgetLine, groupOfCategory } from '../domain/budget-lines.ts';
import { planningMonths } from '../domain/budget-plan.ts';
import { toCents } from '../domain/money.ts';

/** Ana Paula's monthly plan: her salary against the bills and purchases the demo books (server/demo/money.ts). */
const PLAN: ReadonlyArray<[code: string, value: string, recurrentType?: 'monthly']> = [
  ['salario', '6500.00', 'monthly'],
  ['aluguel', '1800.00', 'monthly'],
  ['supermercado', '900.00'],
  ['feira-padaria', '120.00'],
  ['diversos-variavel', '1200.00'],
  ['poupanca', '500.00', 'monthly'],
];

/**
 * A saved 12-month planning from this month, so /planejamento, the dashboard's budget box and the
 * projection are full on first start (issue 10 item 7). Each line is planned every month.
 */
export async function seedDemoPlanning(app: FastifyInstance, userId: string): Promise<void> {
  const { repos } = app;
  const lines: Omit<BudgetLine, '_id'>[] = [];
  for (const [code, value, recurrentType] of PLAN) {
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
    planningMonths(monthKeyOf(todayIso())).map((month) => ({
      month,
      lines: lines.map((line) => ({ ...line, _id: randomUUID() })),
      accumulated: 0,
    })),
  );
}
