import type { Language } from '../../shared/content-model/language';
import { MONTH_NAMES } from '../../shared/domain/month-names';
import { SERVER_PROBLEM_TEXT } from '../pending-strings';

/**
 * The contact form's built-in texts: the fallbacks used when content leaves a text empty (the
 * modals' texts are configurable content whose defaults the spec does not show, so these are ours),
 * the submission status lines, the date-of-birth part labels and the geolocation messages of the
 * spec's error catalogue (kept verbatim in English; the Spanish ones are translations).
 */
export interface ContactFormStrings {
  day: string;
  month: string;
  year: string;
  months: readonly string[];
  /** The empty first option of a dropdown ("none" is the state dropdown's placeholder value). */
  choose: string;
  required: string;
  submitting: string;
  checking: string;
  redirecting: string;
  savedOffline: string;
  /** Instead of savedOffline when the server answered with errors (the person is online). */
  serverProblem: string;
  failed: string;
  retry: string;
  errorSummary: (count: number) => string;
  addressSuggestions: string;
  useMyLocation: string;
  locating: string;
  geolocationUnavailable: string;
  geocodingFailed: string;
  geolocationError: (reason: string) => string;
  emailSentTitle: string;
  emailSentDescription: string;
  emailSentStartOver: string;
  emailSentDone: string;
  customErrorTitle: string;
  customErrorDescription: string;
  customErrorClose: string;
  patientExistsTitle: string;
  patientExistsDescription: string;
  patientExistsConfirm: string;
  patientExistsCancel: string;
  readOnlyHint: string;
  /** The call-centre sentence around its number (the number itself is a tel: link). */
  callUs: readonly [before: string, after: string];
}

const en: ContactFormStrings = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  months: MONTH_NAMES.en,
  choose: 'Select',
  required: 'This is required field',
  submitting: 'Sending your details…',
  checking: 'Checking your details…',
  redirecting: 'Thank you. Taking you to your next step…',
  savedOffline:
    'You are offline. Your details are saved on this device and will be sent as soon as you are back online.',
  serverProblem: SERVER_PROBLEM_TEXT.en,
  failed: 'We could not send your details. They are saved on this device; please try again.',
  retry: 'Try again',
  errorSummary: (count) =>
    count === 1
      ? 'Please correct the 1 field marked above.'
      : `Please correct the ${count} fields marked above.`,
  addressSuggestions: 'Address suggestions',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  geolocationUnavailable: 'Geolocation is not available in this browser.',
  geocodingFailed: 'Geocoding request failed.',
  geolocationError: (reason) => `Error getting geolocation: ${reason}`,
  emailSentTitle: 'Check your email',
  emailSentDescription:
    'You have already started with this email address. We have sent you a link to continue where you left off.',
  emailSentStartOver: 'Start over',
  emailSentDone: 'Done',
  customErrorTitle: 'We already have your details',
  customErrorDescription:
    'You have submitted your details recently. Please try again after [xHours] hours or contact us.',
  customErrorClose: 'Close',
  patientExistsTitle: 'You are already registered',
  patientExistsDescription:
    'We already have a registration for these details, and the study team has them. Start again to close this new visit and return to the study home page; your registration stays as it is.',
  patientExistsConfirm: 'Start again',
  patientExistsCancel: 'Cancel',
  readOnlyHint: 'Filled in for you',
  callUs: ['Questions? Call us at ', '.'],
};

const es: ContactFormStrings = {
  day: 'Día',
  month: 'Mes',
  year: 'Año',
  months: MONTH_NAMES.es,
  choose: 'Seleccione',
  required: 'Este campo es obligatorio',
  submitting: 'Enviando sus datos…',
  checking: 'Comprobando sus datos…',
  redirecting: 'Gracias. Le llevamos a su siguiente paso…',
  savedOffline:
    'No tiene conexión. Sus datos están guardados en este dispositivo y se enviarán en cuanto vuelva a tener conexión.',
  serverProblem: SERVER_PROBLEM_TEXT.es,
  failed: 'No pudimos enviar sus datos. Están guardados en este dispositivo; inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  errorSummary: (count) =>
    count === 1 ? 'Corrija el campo marcado arriba.' : `Corrija los ${count} campos marcados arriba.`,
  addressSuggestions: 'Direcciones sugeridas',
  useMyLocation: 'Usar mi ubicación',
  locating: 'Buscando su ubicación…',
  geolocationUnavailable: 'La geolocalización no está disponible en este navegador.',
  geocodingFailed: 'La solicitud de geocodificación falló.',
  geolocationError: (reason) => `Error al obtener la geolocalización: ${reason}`,
  emailSentTitle: 'Revise su correo',
  emailSentDescription:
    'Ya empezó con este correo electrónico. Le enviamos un enlace para continuar donde lo dejó.',
  emailSentStartOver: 'Empezar de nuevo',
  emailSentDone: 'Listo',
  customErrorTitle: 'Ya tenemos sus datos',
  customErrorDescription:
    'Envió sus datos hace poco. Inténtelo de nuevo dentro de [xHours] horas o comuníquese con nosotros.',
  customErrorClose: 'Cerrar',
  patientExistsTitle: 'Ya está registrado',
  patientExistsDescription:
    'Ya tenemos un registro con estos datos y el equipo del estudio los tiene. Empiece de nuevo para cerrar esta nueva visita y volver a la página del estudio; su registro se mantiene.',
  patientExistsConfirm: 'Empezar de nuevo',
  patientExistsCancel: 'Cancelar',
  readOnlyHint: 'Completado automáticamente',
  callUs: ['¿Preguntas? Llámenos al ', '.'],
};

const strings: Record<Language, ContactFormStrings> = { en, es };

export function contactFormStrings(language: Language): ContactFormStrings {
  return strings[language];
}
