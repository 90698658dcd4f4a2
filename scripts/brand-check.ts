import * as v from 'valibot';
import { BrandSchema } from '../src/app/brand/brand-schema.ts';

/**
 * What stops a brand bundle from building. The app parses brand.json again when it starts, where a
 * mistake would leave a blank page; here it stops the build with the reason instead. Facebook is a
 * flag spec 1 lists but sign-in through it is not built (decision 490): a brand that switches it on
 * would get no button and no word why (audit V4).
 */
export function brandProblems(json: unknown): string[] {
  const parsed = v.safeParse(BrandSchema, json);
  if (!parsed.success) {
    return parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'brand.json'}: ${issue.message}`);
  }
  return parsed.output.loginProviders.facebook
    ? ['loginProviders.facebook: sign-in with Facebook is not built (decision 490); set it to false']
    : [];
}
