import type { Language } from '../../../shared/content-model/language';

/** The questionnaire page's own texts (the questions' texts come with the screener). */
export const QUESTIONNAIRE_STRINGS = {
  en: {
    loading: 'Loading the questionnaire…',
    failed: 'The questionnaire could not be loaded.',
    offline: 'You are offline and this questionnaire has not been saved on this device yet.',
    retry: 'Try again',
    previous: 'Previous',
    next: 'Next',
    complete: 'Complete',
    required: 'Response required.',
    notAChoice: 'Choose one of the answers.',
    notADate: 'Enter a date.',
    dateInFuture: 'The date cannot be later than today.',
    invalid: 'This answer is not valid.',
    tooLong: (max: number) => `Use at most ${max} characters.`,
    errorSummary: (count: number) =>
      count === 1 ? 'One question needs your attention.' : `${count} questions need your attention.`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    requiredMark: 'required',
  },
  es: {
    loading: 'Cargando el cuestionario…',
    failed: 'No se pudo cargar el cuestionario.',
    offline: 'No tiene conexión y este cuestionario aún no está guardado en este dispositivo.',
    retry: 'Intentar de nuevo',
    previous: 'Anterior',
    next: 'Siguiente',
    complete: 'Completar',
    required: 'Respuesta obligatoria.',
    notAChoice: 'Elija una de las respuestas.',
    notADate: 'Escriba una fecha.',
    dateInFuture: 'La fecha no puede ser posterior a hoy.',
    invalid: 'Esta respuesta no es válida.',
    tooLong: (max: number) => `Use como máximo ${max} caracteres.`,
    errorSummary: (count: number) =>
      count === 1 ? 'Una pregunta necesita su atención.' : `${count} preguntas necesitan su atención.`,
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    requiredMark: 'obligatoria',
  },
} satisfies Record<Language, Record<string, unknown>>;
