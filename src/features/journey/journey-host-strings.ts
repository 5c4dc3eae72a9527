import type { Locale } from '../../lib/locale';

/**
 * The two texts the always-mounted journey host shows (the loader's label and the offline
 * resume notice). Apart from the popups' texts, which load with the popups.
 */
const strings = {
  en: {
    loading: 'Preparing your visit…',
    resumeOffline: 'You are offline. We will open your saved journey as soon as your connection is back.',
  },
  es: {
    loading: 'Preparando su visita…',
    resumeOffline: 'No tiene conexión. Abriremos su recorrido guardado en cuanto vuelva la conexión.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type JourneyHostStrings = (typeof strings)['en'];

export function journeyHostStrings(locale: Locale): JourneyHostStrings {
  return strings[locale];
}
