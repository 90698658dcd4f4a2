import * as v from 'valibot';
import { BROWSABLE_MONTHS, currentMonth, isIsoMonth } from '@/lib/dates';

/**
 * Search and path parameter schemas shared by route files. Every search value has a fallback, so a
 * hand-edited URL never breaks a screen: it shows the default instead.
 */

const month = v.pipe(
  v.string(),
  v.check(isIsoMonth),
  v.check((value) => value >= BROWSABLE_MONTHS.first && value <= BROWSABLE_MONTHS.last),
);

/**
 * 'YYYY-MM' in the URL for screens with a month selector, within the months a screen can read; the
 * current São Paulo month otherwise (decision 070: invalid values fall back silently).
 */
const thisMonth = () => currentMonth();
export const monthSearch = {
  month: v.fallback(v.optional(month, thisMonth), thisMonth),
};

export const GROUP_FILTERS = ['all', 'revenues', 'expenses'] as const;
export const groupSearch = {
  group: v.fallback(v.optional(v.picklist(GROUP_FILTERS), 'all'), 'all'),
};

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim())), undefined);

export const MonthSearchSchema = v.object(monthSearch);
export const TransactionsSearchSchema = v.object({ ...monthSearch, ...groupSearch, q: optionalText });
export const CalendarSearchSchema = v.object({ ...monthSearch, ...groupSearch });
export const RedirectSearchSchema = v.object({ token: optionalText });
/** The white-label login signs in with what the partner puts in the query (auth screens decide the use). */
export const WhiteLabelLoginSearchSchema = v.object({
  email: optionalText,
  password: optionalText,
  clientId: optionalText,
});
export const CompanyActivationSearchSchema = v.object({ activationToken: optionalText });
export const ClientsSearchSchema = v.object({ plannerCode: optionalText });
/** /cadastro?social=<provider>: the second step of a social sign-up (the identity is kept per tab). */
export const SignUpSearchSchema = v.object({ social: optionalText });
/** What an identity provider sends back to /login/social/<provider>. */
export const SocialCallbackSearchSchema = v.object({
  code: optionalText,
  state: optionalText,
  error: optionalText,
});

export const EBOOK_IDS = ['entenda_dividas', 'guia_completo_equilibrio_financeiro'] as const;
export type EbookId = (typeof EBOOK_IDS)[number];

const id = v.pipe(v.string(), v.nonEmpty());

/** Path params, each a non-empty id: whether it names a record is the loader's to find (decision 164). */
export const paramParsers = {
  payment: pathParam(v.object({ payment: id })),
  token: pathParam(v.object({ token: id })),
  bankAccessId: pathParam(v.object({ bankAccessId: id })),
  trailId: pathParam(v.object({ id })),
};

function pathParam<const TSchema extends v.GenericSchema<Record<string, string>, Record<string, string>>>(
  schema: TSchema,
) {
  return { parse: (raw: Record<string, string>) => v.parse(schema, raw) };
}
