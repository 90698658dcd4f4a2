import type { Objective, ObjectiveCategory } from '@/api/gen/model';
import { addMonthsToDate, type IsoDate } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { objectivePercent, savedCentsOf } from '@/lib/objective-progress';

/** Spec 3 section 3, in the order the wizard offers them. */
export const OBJECTIVE_CATEGORIES: readonly ObjectiveCategory[] = [
  'reserva-emergencia',
  'viajar',
  'comprar-casa-propria',
  'comprar-carro-novo',
  'aposentar',
  'viver-de-rendimento',
  'casar',
  'comprar-eletronicos',
  'empreender',
  'estetica',
  'formacao-profissional',
  'outros',
];

export type PeriodUnit = 'months' | 'years';
/** Spec 3 section 9: meses or anos, at least 1, 12 months by default. */
export const DEFAULT_PERIOD = { amount: 12, unit: 'months' as PeriodUnit };
export const MIN_PERIOD = 1;
/** The server's ceiling (decision 190). */
export const MAX_MONTHS = 1200;

export const periodInMonths = (amount: number, unit: PeriodUnit) => (unit === 'years' ? amount * 12 : amount);

/** The period the server stores: begin + months − 1 day (1 Jan + 12 months ends on 31 Dec). */
export function finalDateFor(begin: IsoDate, months: number): IsoDate {
  const end = addMonthsToDate(begin, months);
  const date = new Date(`${end}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Months between two stored dates, as the server counts them (decision 190). */
export function monthsOf(begin: IsoDate, final: IsoDate): number {
  let months = 1;
  while (months < MAX_MONTHS && finalDateFor(begin, months) < final) months += 1;
  return months;
}

/** (total − initial) / months in centavos, half a cent up: the server's figure, shown before saving. */
export function monthlyInstallmentCents(totalCents: number, initialCents: number, months: number): number {
  const remaining = Math.max(0, totalCents - initialCents);
  return Math.floor((2 * remaining + months) / (2 * months));
}

export interface ObjectiveFigures {
  totalCents: number;
  initialCents: number;
  paidCents: number;
  /** Still missing: the most a deposit may add. */
  missingCents: number;
  /** Saved (initial + paid) over total, 0 to 100, unrounded: the bar's width. */
  share: number;
  /** The whole percent printed; null for '< 1%' (spec 3 section 9). */
  percent: number | null;
  done: boolean;
}

export function figuresOf(objective: Objective): ObjectiveFigures {
  const totalCents = fromApiAmount(objective.totalValue);
  const initialCents = fromApiAmount(objective.initialValue ?? 0);
  const paidCents = fromApiAmount(objective.paidValue ?? 0);
  const saved = savedCentsOf(initialCents, paidCents);
  return {
    totalCents,
    initialCents,
    paidCents,
    missingCents: Math.max(0, totalCents - saved),
    ...objectivePercent(saved, totalCents),
    done: Boolean(objective.done) || saved >= totalCents,
  };
}
