import type { TFunction } from 'i18next';
import type { SheetKey } from './layout';
import type { TemplateTexts } from './template';

const KEYS: SheetKey[] = ['entries', 'card', 'debts', 'goods'];

/** The template's words from the onboarding catalogue, the title naming the brand. */
export function templateTexts(t: TFunction, brand: string): TemplateTexts {
  const byKey = <T>(read: (key: SheetKey) => T) =>
    Object.fromEntries(KEYS.map((key) => [key, read(key)])) as Record<SheetKey, T>;
  return {
    title: t('onboarding:template.title', { brand }),
    cardMonths: t('onboarding:template.cardMonths'),
    instructions: byKey((key) => t(`onboarding:template.instructions.${key}`)),
    headers: byKey((key) => t(`onboarding:template.headers.${key}`, { returnObjects: true }) as string[]),
  };
}
