import { fromCents, sumCents, toCents } from '../../domain/money.ts';
import type { ObjectiveMovement, ObjectiveRow } from '../../repositories/objectives.ts';
import type { Schemas } from '../types.ts';

type Objective = Schemas['Objective'];

/** Deposits minus redemptions, in cents: booked rows are negative when money went in. */
export const paidCentsOf = (movements: ObjectiveMovement[]) =>
  -sumCents(movements.map((movement) => toCents(movement.value)));

const money = (value: string | null) => fromCents(toCents(value ?? '0'));

export function presentObjective(row: ObjectiveRow, movements: ObjectiveMovement[]): Objective {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Objective['category'],
    totalValue: money(row.totalValue),
    initialValue: money(row.initialValue),
    paidValue: fromCents(paidCentsOf(movements)),
    installment: money(row.installment),
    ...(row.beginDate ? { beginDate: row.beginDate } : {}),
    ...(row.finalDate ? { finalDate: row.finalDate } : {}),
    ...(row.paymentId ? { payment: row.paymentId } : {}),
    done: row.done,
    transactions: movements.map((movement) => ({
      value: fromCents(-toCents(movement.value)),
      date: movement.date,
    })),
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Movements grouped by objective, keeping their order. */
export function movementsByObjective(movements: ObjectiveMovement[]): Map<string, ObjectiveMovement[]> {
  const grouped = new Map<string, ObjectiveMovement[]>();
  for (const movement of movements) {
    const list = grouped.get(movement.objectiveId) ?? [];
    list.push(movement);
    grouped.set(movement.objectiveId, list);
  }
  return grouped;
}
