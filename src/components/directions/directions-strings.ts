import type { Language } from '../../shared/content-model/language';

/** The directions link's built-in texts (the spec names none; ours, in English and Spanish). */
export interface DirectionsStrings {
  directions: string;
  /** Read after "Directions" by screen readers, so the link names its site. */
  toSite: (siteName: string) => string;
  opensInNewTab: string;
}

const en: DirectionsStrings = {
  directions: 'Directions',
  toSite: (siteName) => ` to ${siteName}`,
  opensInNewTab: '(opens in a new tab)',
};

const es: DirectionsStrings = {
  directions: 'Cómo llegar',
  toSite: (siteName) => ` a ${siteName}`,
  opensInNewTab: '(se abre en una pestaña nueva)',
};

export function directionsStrings(language: Language): DirectionsStrings {
  return language === 'es' ? es : en;
}
