import type { Locale } from '../../../lib/locale';

/**
 * The connection indicator's texts, apart from the other offline components' (offline-strings.ts):
 * the indicator is on every page from the start, the others are downloaded when they have
 * something to show.
 */
const strings = {
  en: {
    online: 'Online',
    offline: 'You are offline. What you enter is kept on this device and sent when you are back online.',
  },
  es: {
    online: 'En línea',
    offline:
      'No tiene conexión. Lo que introduzca se guarda en este dispositivo y se enviará cuando vuelva la conexión.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ConnectionStrings = (typeof strings)['en'];

export function connectionStrings(locale: Locale): ConnectionStrings {
  return strings[locale];
}
