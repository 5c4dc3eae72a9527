import type { Language } from '../../shared/content-model/language';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';

/** The support pages' built-in texts: fallbacks for empty content fields. */
export interface SupportStrings {
  landingTitle: string;
  landingSubtitle: string;
  requestTitle: string;
  breadcrumbs: string;
  nameLabel: string;
  emailLabel: string;
  issueLabel: string;
  messageLabel: string;
  issuePlaceholder: string;
  submit: string;
  sending: string;
  required: string;
  invalidEmail: string;
  invalidIssue: string;
  successTitle: string;
  successDescription: string;
  queued: string;
  queuedServerProblem: string;
  error: string;
  closeBanner: string;
}

const en: SupportStrings = {
  landingTitle: 'Support',
  landingSubtitle: 'How can we help you?',
  requestTitle: 'Contact support',
  breadcrumbs: 'Breadcrumb',
  nameLabel: 'Name',
  emailLabel: 'Email address',
  issueLabel: 'Issue',
  messageLabel: 'Message',
  issuePlaceholder: 'Choose an issue',
  submit: 'Submit',
  sending: 'Sending your request…',
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidIssue: 'Please choose one of the listed issues.',
  successTitle: 'Thank you',
  successDescription: 'We received your request and will get back to you soon.',
  queued: 'You are offline. Your request is saved on this device and will be sent when you are back online.',
  queuedServerProblem: SERVER_PROBLEM_TEXT.en,
  error: 'Sorry, we could not send your request. Please try again later.',
  closeBanner: 'Close',
};

const es: SupportStrings = {
  landingTitle: 'Ayuda',
  landingSubtitle: '¿Cómo podemos ayudarle?',
  requestTitle: 'Comuníquese con ayuda',
  breadcrumbs: 'Ruta de navegación',
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  issueLabel: 'Tema',
  messageLabel: 'Mensaje',
  issuePlaceholder: 'Elija un tema',
  submit: 'Enviar',
  sending: 'Enviando su solicitud…',
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Escriba un correo electrónico válido.',
  invalidIssue: 'Elija uno de los temas de la lista.',
  successTitle: 'Gracias',
  successDescription: 'Recibimos su solicitud y le responderemos pronto.',
  queued:
    'No tiene conexión. Su solicitud está guardada en este dispositivo y se enviará cuando vuelva a tener conexión.',
  queuedServerProblem: SERVER_PROBLEM_TEXT.es,
  error: 'Lo sentimos, no pudimos enviar su solicitud. Inténtelo de nuevo más tarde.',
  closeBanner: 'Cerrar',
};

export function supportStrings(language: Language): SupportStrings {
  return language === 'es' ? es : en;
}
