import * as v from 'valibot';
import { isBusinessDate } from '@/lib/dates';
import { keys } from './messages';

/**
 * A money form's date: required, then a date the server takes (years 1900 to 2200). A date input
 * takes any year up to 275760, and the server's refusal replaced the form and named the field
 * `date` (audit J4).
 */
export const dateField = v.pipe(v.string(), v.nonEmpty(keys.required), v.check(isBusinessDate, keys.date));
