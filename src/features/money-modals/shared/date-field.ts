import * as v from 'valibot';
import { isBookableDate } from '@/lib/dates';
import { keys } from './messages';

/**
 * A money form's date: required, then a date the server books (1901 to 2199, audit X7). A date input
 * takes any year up to 275760, and the server's refusal replaced the form and named the field
 * `date` (audit J4).
 */
export const dateField = v.pipe(v.string(), v.nonEmpty(keys.required), v.check(isBookableDate, keys.date));
