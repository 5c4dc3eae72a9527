import type { Language } from '../../shared/content-model/language';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';

/** The few texts the pre-screener shows besides its content fields. */
export interface ScreenerStrings {
  loading: string;
  routing: string;
  offline: string;
  /** Instead of offline when the server answered with errors (the person is online). */
  serverProblem: string;
  failed: string;
  retry: string;
}

const strings: Record<Language, ScreenerStrings> = {
  en: {
    loading: 'Loading the questionnaire…',
    routing: 'Thank you. Finding your next step…',
    offline:
      'You are offline. Your answers are saved on this device; we will continue as soon as you are back online.',
    serverProblem: SERVER_PROBLEM_TEXT.en,
    failed: 'We could not load your next step. Your answers are saved.',
    retry: 'Try again',
  },
  es: {
    loading: 'Cargando el cuestionario…',
    routing: 'Gracias. Buscando su siguiente paso…',
    offline:
      'No tiene conexión. Sus respuestas están guardadas en este dispositivo; continuaremos en cuanto vuelva a tener conexión.',
    serverProblem: SERVER_PROBLEM_TEXT.es,
    failed: 'No pudimos cargar su siguiente paso. Sus respuestas están guardadas.',
    retry: 'Intentar de nuevo',
  },
};

export function screenerStrings(language: Language): ScreenerStrings {
  return strings[language];
}
