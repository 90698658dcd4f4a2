import * as v from 'valibot';
import type { Objective, ObjectiveCategory, ObjectiveInput, ObjectivePatch } from '@/api/gen/model';
import { todayIso } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { oneLineName } from '@/lib/text';
import { trimmedText } from '@/lib/validation';
import {
  DEFAULT_PERIOD,
  finalDateFor,
  MAX_MONTHS,
  MIN_PERIOD,
  monthsOf,
  type PeriodUnit,
  periodInMonths,
} from './objective-logic';

/** Field messages are locale keys (decision 095); the texts are the spec's. */
export const keys = {
  required: 'objectives:messages.required',
  invalidValue: 'objectives:messages.invalidValue',
  tooHigh: 'objectives:messages.tooHigh',
  moreThanInvested: 'objectives:messages.moreThanInvested',
} as const;

export interface ObjectiveValues {
  category: ObjectiveCategory | '';
  name: string;
  totalCents: number | null;
  /** As typed, so an empty or broken period can be named ('CAMPO OBRIGATÓRIO', 'VALOR INVÁLIDO'). */
  period: string;
  unit: PeriodUnit;
  initialCents: number | null;
  payment: string;
}

export type ObjectiveField = keyof ObjectiveValues;

/** The wizard's steps 0 to 5 and the fields each one asks for; step 6 reviews and saves. */
export const STEP_FIELDS: readonly (readonly ObjectiveField[])[] = [
  ['category'],
  ['name'],
  ['totalCents'],
  ['period', 'unit'],
  ['initialCents'],
  ['payment'],
];
export const REVIEW_STEP = STEP_FIELDS.length;

export function emptyObjective(): ObjectiveValues {
  return {
    category: '',
    name: '',
    totalCents: null,
    period: String(DEFAULT_PERIOD.amount),
    unit: DEFAULT_PERIOD.unit,
    initialCents: null,
    payment: '',
  };
}

export function objectiveValuesOf(objective: Objective): ObjectiveValues {
  const months =
    objective.beginDate && objective.finalDate ? monthsOf(objective.beginDate, objective.finalDate) : 12;
  const years = months % 12 === 0 && months >= 12;
  return {
    category: objective.category,
    name: objective.name,
    totalCents: fromApiAmount(objective.totalValue),
    period: String(years ? months / 12 : months),
    unit: years ? 'years' : 'months',
    initialCents: fromApiAmount(objective.initialValue ?? 0),
    payment: objective.payment ?? '',
  };
}

const positiveCents = v.pipe(
  v.nullable(v.number()),
  v.check((cents) => cents !== null && cents > 0, keys.invalidValue),
);

/** Period: required, a whole number of at least 1, and at most 100 years (decision 190). */
export const periodSchema = (unit: PeriodUnit) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(keys.required),
    v.regex(/^\d+$/, keys.invalidValue),
    v.transform(Number),
    v.minValue(MIN_PERIOD, keys.invalidValue),
    v.check((amount) => periodInMonths(amount, unit) <= MAX_MONTHS, keys.tooHigh),
  );

/** Initial value: may be empty (nothing saved yet), never above the total ('VALOR MUITO ALTO'). */
export const initialSchema = (totalCents: number | null, paidCents: number) =>
  v.pipe(
    v.nullable(v.number()),
    v.check((cents) => (cents ?? 0) >= 0, keys.invalidValue),
    v.check((cents) => (cents ?? 0) + paidCents <= (totalCents ?? 0), keys.tooHigh),
  );

export const fieldSchemas = {
  category: v.pipe(v.string(), v.nonEmpty(keys.required)),
  name: v.pipe(v.string(), trimmedText, v.nonEmpty(keys.required)),
  totalCents: positiveCents,
  payment: v.pipe(v.string(), v.nonEmpty(keys.required)),
};

/** The first issue of a value against a schema, as a locale key; undefined when it passes. */
export function issueOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

export function monthsOfValues(values: ObjectiveValues): number {
  return periodInMonths(Number(values.period), values.unit);
}

/** The body the server stores; the begin date of a new objective is today, an edit keeps its own. */
export function toObjectivePayload(values: ObjectiveValues, beginDate: string = todayIso()): ObjectiveInput {
  return {
    name: oneLineName(values.name),
    category: values.category as ObjectiveCategory,
    totalValue: toApiAmount(values.totalCents ?? 0),
    initialValue: toApiAmount(values.initialCents ?? 0),
    beginDate,
    finalDate: finalDateFor(beginDate, monthsOfValues(values)),
    payment: values.payment,
  };
}

/**
 * What an edit sends: the fields the person changed in the wizard, against the objective it opened
 * with. The whole form put back a total or a date another session had changed meanwhile, and the
 * server recomputed the instalment and 'done' from the stale figure (audit U5).
 */
export function toObjectivePatch(values: ObjectiveValues, objective: Objective): ObjectivePatch {
  const next = toObjectivePayload(values, objective.beginDate);
  const before = toObjectivePayload(objectiveValuesOf(objective), objective.beginDate);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof ObjectiveInput] !== value),
  ) as ObjectivePatch;
}

/** Deposit: nonzero, at most what is missing. Redeem: nonzero, at most what was invested. */
export const movementSchema = (direction: 'deposit' | 'redeem', limitCents: number) =>
  v.pipe(
    v.nullable(v.number()),
    v.check((cents) => cents !== null && cents > 0, keys.invalidValue),
    v.check(
      (cents) => (cents ?? 0) <= limitCents,
      direction === 'deposit' ? keys.tooHigh : keys.moreThanInvested,
    ),
  );
