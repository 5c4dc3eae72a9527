import type { Language } from '../../shared/content-model/language';

/** The life-link page's built-in texts (the spec shows none): fallbacks for empty content fields. */
export interface LifeLinkStrings {
  heading: string;
  loading: string;
  redirecting: string;
  error: string;
}

const en: LifeLinkStrings = {
  heading: 'Connecting you to your health records',
  loading: 'Please wait while we open the secure health-record service…',
  redirecting: 'Opening the health-record service…',
  error:
    'Sorry, we could not open the health-record service. The link may have expired. Please try again later or contact the study team.',
};

const es: LifeLinkStrings = {
  heading: 'Conectándole con su historial médico',
  loading: 'Espere mientras abrimos el servicio seguro de historial médico…',
  redirecting: 'Abriendo el servicio de historial médico…',
  error:
    'Lo sentimos, no pudimos abrir el servicio de historial médico. Es posible que el enlace haya vencido. Inténtelo de nuevo más tarde o comuníquese con el equipo del estudio.',
};

export function lifeLinkStrings(language: Language): LifeLinkStrings {
  return language === 'es' ? es : en;
}
