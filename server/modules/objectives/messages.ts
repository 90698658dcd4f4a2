import catalogue from '../../../locales/pt-BR/objectives.json' with { type: 'json' };
import type { ObjectiveRefusal } from '../../domain/objectives.ts';
import { HttpError } from '../../errors.ts';

/** The objective catalogue texts (spec 3 sections 5 and 8), shared with the screens. */
export const OBJECTIVE_MESSAGES = catalogue.messages;

/** A 400 naming the field, in the same words the wizard shows under it. */
export function objectiveRefused(refusal: ObjectiveRefusal): HttpError {
  const message = OBJECTIVE_MESSAGES[refusal.problem];
  return new HttpError(400, message, [{ message, field: refusal.field }]);
}

export const invalidObjectiveField = (problem: keyof typeof OBJECTIVE_MESSAGES, field: string) =>
  new HttpError(400, OBJECTIVE_MESSAGES[problem], [{ message: OBJECTIVE_MESSAGES[problem], field }]);

/** The name of a row booked on the account, stored as the transaction's name. */
export const bookedName = (kind: 'deposit' | 'redeem', name: string) =>
  catalogue.booked[kind].replace('{{name}}', name);
