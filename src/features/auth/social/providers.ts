import { type Brand, enabledLoginProviders } from '@/app/brand';

/** The providers social sign-in speaks (decision 490): Facebook's flag is kept but never offered. */
export type SocialProvider = 'google' | 'apple';

export const isSocialProvider = (name: string): name is SocialProvider =>
  name === 'google' || name === 'apple';

/** Buttons show only for providers the brand switches on (its social switch and their own flag). */
export const offeredProviders = (brand: Pick<Brand, 'loginProviders'>): SocialProvider[] =>
  enabledLoginProviders(brand).filter(isSocialProvider);
