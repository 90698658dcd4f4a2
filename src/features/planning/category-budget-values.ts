import * as v from 'valibot';
import type { CategoryBudgetChange, CategoryBudgetChangeRecurrentType } from '@/api/gen/model';
import { toApiAmount } from '@/lib/money';
import { centsOfPercent, type Group, INSTALLMENTS_MAX } from './planning-logic';

export type LimitUnit = 'currency' | 'percent';
export type Recurrence = '' | CategoryBudgetChangeRecurrentType;

export interface LimitValues {
  categoryId: string;
  unit: LimitUnit;
  /** Centavos in currency; hundredths of a percent (1250 = 12,5%) in percentage. */
  limit: number | null;
  day: number | '';
  installments: string;
  recurrence: Recurrence;
}

export const CategorySchema = v.pipe(v.string(), v.nonEmpty('planning:errors.required'));

/** The limit in centavos: a percentage converts against the month's revenues. */
export function limitCents(values: Pick<LimitValues, 'unit' | 'limit'>, revenues: number): number {
  if (values.limit === null) return 0;
  return values.unit === 'percent' ? centsOfPercent(values.limit / 100, revenues) : values.limit;
}

/**
 * Spec 3 section 5: revenues first for anything but revenues, a nonzero limit (not '0%'), never
 * above the month's revenues. The server checks the same (decision 211).
 */
export function limitSchema(groupOf: (categoryId: string) => Group, revenues: number) {
  const isRevenue = (values: { categoryId: string }) => groupOf(values.categoryId) === 'revenues';
  return v.pipe(
    v.object({
      categoryId: v.string(),
      unit: v.picklist(['currency', 'percent']),
      limit: v.nullable(v.number()),
      day: v.union([v.number(), v.literal('')]),
      installments: v.string(),
      recurrence: v.picklist(['', 'monthly', 'semiannual', 'annual']),
    }),
    v.forward(
      v.check((values) => isRevenue(values) || revenues > 0, 'planning:errors.revenuesFirst'),
      ['limit'],
    ),
    v.forward(
      v.check((values) => limitCents(values, revenues) > 0, 'planning:errors.invalidValue'),
      ['limit'],
    ),
    v.forward(
      v.check(
        (values) => isRevenue(values) || limitCents(values, revenues) <= revenues,
        'planning:errors.exceedsRevenues',
      ),
      ['limit'],
    ),
  );
}

/** Instalments: digits only, at most 999 (larger numbers become 999). */
export function clampInstallments(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), INSTALLMENTS_MAX));
}

/** The pending change the modal hands back to the screen. */
export function changeOf(
  values: LimitValues,
  context: { mode: 'add' | 'edit'; group: Group; revenues: number; lineId?: string | undefined },
): CategoryBudgetChange {
  const cents = limitCents(values, context.revenues);
  const installments = Number(values.installments || 0);
  return {
    mode: context.mode,
    ...(context.lineId ? { _id: context.lineId } : {}),
    category: values.categoryId,
    type: context.group,
    value: toApiAmount(cents),
    ...(values.unit === 'percent' && values.limit !== null ? { budgetValue: values.limit / 100 } : {}),
    ...(values.day !== '' ? { day: values.day } : {}),
    ...(installments > 0 ? { lastInstallment: installments } : {}),
    ...(values.recurrence ? { recurrentType: values.recurrence } : {}),
  };
}
