import i18next, { type TOptions } from 'i18next';
import server from '../locales/pt-BR/server.json' with { type: 'json' };

// The server speaks only pt-BR; its texts live beside the SPA's, in locales/pt-BR/server.json.
const instance = i18next.createInstance();
void instance.init({
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  ns: ['server'],
  defaultNS: 'server',
  resources: { 'pt-BR': { server } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof server>;

export function t(key: MessageKey, options?: TOptions): string {
  return instance.t(`server:${key}`, options ?? {});
}
