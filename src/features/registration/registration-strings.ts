import type { Language } from '../../shared/content-model/language';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';
import {
  EMAIL_ALREADY_EXISTS_MESSAGE,
  INVALID_DAY_MONTH_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../shared/domain/registration/email-rules';
import { registrationStartStrings, type RegistrationStartStrings } from './registration-start-strings';

/**
 * The registration widgets' built-in texts: fallbacks for empty content fields (the spec's own
 * fallbacks: 'Get started', 'Back', 'Resend', 'Cancel', 'Close', 'Email already exists').
 */
export interface RegistrationStrings extends RegistrationStartStrings {
  progress: string;
  progressLabel: string;
  back: string;
  next: string;
  /** Beside a disabled Next: the step's fields still missing or wrong, by label. */
  missing: (labels: string) => string;
  submitting: string;
  submitError: string;
  firstName: string;
  lastName: string;
  dob: string;
  day: string;
  month: string;
  year: string;
  choose: string;
  gender: string;
  patientEnquiries: string;
  conditions: string;
  conditionsPlaceholder: string;
  noOptions: string;
  removeTag: (name: string) => string;
  moreTags: (count: number) => string;
  zipcode: string;
  travelDistance: string;
  homeTrial: string;
  phone: string;
  isMobile: string;
  thankYouTitle: string;
  emailSentTitle: string;
  emailSentText: string;
  thankYouText: string;
  resendText: string;
  updateText: string;
  resend: string;
  changeEmail: string;
  changeEmailTitle: string;
  newEmailLabel: string;
  invalidEmail: string;
  alreadyExists: string;
  /** The change-email dialog: the new address is the current one. */
  sameEmail: string;
  /** The date of birth is not a real date (e.g. 31 February). */
  invalidDayMonth: string;
  save: string;
  cancel: string;
  registrationEmailExists: string;
  registrationFailed: string;
  savedOffline: string;
  /** Instead of savedOffline when the server answered with errors (the person is online). */
  serverProblem: string;
  loading: string;
  close: string;
  exploreHeading: string;
  exploreButton: string;
}

const en: RegistrationStrings = {
  ...registrationStartStrings('en'),
  progress: 'Step {current} of {total}',
  progressLabel: 'Registration progress',
  back: 'Back',
  next: 'Next',
  missing: (labels) => `To continue, complete: ${labels}.`,
  submitting: 'Saving your registration…',
  submitError: 'Sorry, we could not save your registration. Please check your answers and try again.',
  firstName: 'First name',
  lastName: 'Last name',
  dob: 'Date of birth',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  choose: 'Select',
  gender: 'Gender',
  patientEnquiries: 'Which of these describe you?',
  conditions: 'Conditions of interest',
  conditionsPlaceholder: 'Start typing a condition',
  noOptions: 'No option found',
  removeTag: (name) => `Remove ${name}`,
  moreTags: (count) => `+${count}`,
  zipcode: 'Zip code',
  travelDistance: 'How far would you travel to a study site?',
  homeTrial: 'Would you take part in a study from home?',
  phone: 'Phone number',
  isMobile: 'This is a mobile number',
  thankYouTitle: 'Thank you for registering',
  emailSentTitle: 'Check your email',
  emailSentText: 'We sent an email to [email]. Open the link in it to verify your address.',
  thankYouText: 'Your registration is complete. We will let you know about studies that may interest you.',
  resendText: 'We sent the email again. It may take a few minutes to arrive.',
  updateText: 'We updated your email address and sent a new email.',
  resend: 'Resend',
  changeEmail: 'Change email',
  changeEmailTitle: 'Change your email address',
  newEmailLabel: 'New email address',
  invalidEmail: 'Please enter a valid email address.',
  alreadyExists: EMAIL_ALREADY_EXISTS_MESSAGE,
  sameEmail: SAME_EMAIL_MESSAGE,
  invalidDayMonth: INVALID_DAY_MONTH_MESSAGE,
  save: 'Save',
  cancel: 'Cancel',
  registrationEmailExists: 'This email address is already registered. Please sign in to see your profile.',
  registrationFailed: 'Sorry, we could not complete your registration. Please try again later.',
  savedOffline:
    'You are offline. Your registration is saved on this device and will be sent when you are back online.',
  serverProblem: SERVER_PROBLEM_TEXT.en,
  loading: 'Loading…',
  close: 'Close',
  exploreHeading: 'Explore your profile',
  exploreButton: 'Go to my profile',
};

const es: RegistrationStrings = {
  ...en,
  ...registrationStartStrings('es'),
  progress: 'Paso {current} de {total}',
  progressLabel: 'Progreso del registro',
  back: 'Atrás',
  next: 'Siguiente',
  missing: (labels) => `Para continuar, complete: ${labels}.`,
  submitting: 'Guardando su registro…',
  submitError: 'Lo sentimos, no pudimos guardar su registro. Revise sus respuestas e inténtelo de nuevo.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dob: 'Fecha de nacimiento',
  day: 'Día',
  month: 'Mes',
  year: 'Año',
  choose: 'Seleccione',
  gender: 'Género',
  patientEnquiries: '¿Cuáles de estas opciones le describen?',
  conditions: 'Afecciones de interés',
  conditionsPlaceholder: 'Empiece a escribir una afección',
  noOptions: 'No se encontró ninguna opción',
  removeTag: (name) => `Quitar ${name}`,
  zipcode: 'Código postal',
  travelDistance: '¿Hasta qué distancia viajaría a un centro del estudio?',
  homeTrial: '¿Participaría en un estudio desde su casa?',
  phone: 'Teléfono',
  isMobile: 'Es un número de celular',
  thankYouTitle: 'Gracias por registrarse',
  emailSentTitle: 'Revise su correo electrónico',
  emailSentText: 'Le enviamos un correo a [email]. Abra el enlace que contiene para verificar su dirección.',
  thankYouText: 'Su registro está completo. Le avisaremos de los estudios que puedan interesarle.',
  resendText: 'Le enviamos el correo de nuevo. Puede tardar unos minutos en llegar.',
  updateText: 'Actualizamos su correo electrónico y le enviamos un correo nuevo.',
  resend: 'Reenviar',
  changeEmail: 'Cambiar correo',
  changeEmailTitle: 'Cambie su correo electrónico',
  newEmailLabel: 'Correo electrónico nuevo',
  invalidEmail: 'Escriba un correo electrónico válido.',
  alreadyExists: 'Este correo electrónico ya existe',
  sameEmail: 'Escriba un correo electrónico diferente.',
  invalidDayMonth: 'Elija una combinación válida de día y mes.',
  save: 'Guardar',
  cancel: 'Cancelar',
  registrationEmailExists: 'Este correo electrónico ya está registrado. Inicie sesión para ver su perfil.',
  registrationFailed: 'Lo sentimos, no pudimos completar su registro. Inténtelo de nuevo más tarde.',
  savedOffline:
    'No tiene conexión. Su registro se guardó en este dispositivo y se enviará cuando vuelva la conexión.',
  serverProblem: SERVER_PROBLEM_TEXT.es,
  loading: 'Cargando…',
  close: 'Cerrar',
  exploreHeading: 'Explore su perfil',
  exploreButton: 'Ir a mi perfil',
};

export function registrationStrings(language: Language): RegistrationStrings {
  return language === 'es' ? es : en;
}

/** 'Step {current} of {total}' filled in. */
export function progressText(template: string, current: number, total: number): string {
  return template.replace(/\{current\}/g, String(current)).replace(/\{total\}/g, String(total));
}
