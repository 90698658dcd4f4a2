import * as v from 'valibot';

/** Screens a brand may hide: they vanish from the sidebar and their routes redirect to the dashboard. */
export const HIDEABLE_SCREENS = ['educacional', 'especialistas', 'tarefas', 'produtos'] as const;
export type HideableScreen = (typeof HIDEABLE_SCREENS)[number];

const colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

export const BrandSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  brand: v.pipe(v.string(), v.nonEmpty()),
  article: v.picklist(['o', 'a']),
  subscriptionPrefix: v.pipe(v.string(), v.nonEmpty()),
  dashboardTitle: v.pipe(v.string(), v.nonEmpty()),
  hiddenScreens: v.array(v.picklist(HIDEABLE_SCREENS)),
  colours: v.strictObject({ primary: colour, secondary: colour }),
  // Empty when the brand has no contact line: the tasks help card is then hidden.
  contactPhone: v.pipe(v.string(), v.regex(/^\d*$/)),
  loginProviders: v.strictObject({
    google: v.boolean(),
    apple: v.boolean(),
    facebook: v.boolean(),
    social: v.boolean(),
  }),
  termsUrl: v.pipe(v.string(), v.nonEmpty()),
  privacyUrl: v.pipe(v.string(), v.nonEmpty()),
  version: v.pipe(v.string(), v.nonEmpty()),
});

export type Brand = v.InferOutput<typeof BrandSchema>;

export function parseBrand(json: unknown): Brand {
  return v.parse(BrandSchema, json);
}

export function isScreenHidden(brand: Pick<Brand, 'hiddenScreens'>, screen: HideableScreen): boolean {
  return brand.hiddenScreens.includes(screen);
}

/** Social buttons show only when the generic social switch and the provider's own switch are both on. */
export function enabledLoginProviders(
  brand: Pick<Brand, 'loginProviders'>,
): Array<'google' | 'apple' | 'facebook'> {
  const { social, ...providers } = brand.loginProviders;
  if (!social) return [];
  return (['google', 'apple', 'facebook'] as const).filter((name) => providers[name]);
}
