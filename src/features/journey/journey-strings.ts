import type { Locale } from '../../lib/locale';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';

/**
 * The journey popups' built-in texts (the spec gives the resume-journey modal's default title,
 * 'Resume Your Journey'; other popup texts are configurable content
 * whose defaults the spec does not show, so these are ours), in English and Spanish.
 */
const strings = {
  en: {
    resumeTitle: 'Resume Your Journey',
    resumeBody:
      'Welcome back. You can continue the questionnaire where you left off. Your earlier answers are kept.',
    resumeConfirm: 'Continue where I left off',
    resumeCancel: 'Not now',
    completedTitle: 'You have already completed this journey',
    completedBody:
      'Thank you. Your answers for this study were already sent, so there is nothing more to do with this link.',
    terminatedTitle: 'This journey was closed',
    terminatedBody:
      'This link belongs to a journey that was closed or started over. You can start again from the study page.',
    expiredTitle: 'This link has expired',
    expiredBody:
      'For your privacy, links to continue a journey only work for a limited time. You can start again from the study page.',
    close: 'Close',
    returningTitle: 'Welcome back',
    returningBody:
      'You started this questionnaire before. Would you like to continue where you left off, or start over?',
    returningResume: 'Resume',
    returningStartOver: 'Start over',
    resumeLaterTitle: 'Not ready to finish now?',
    resumeLaterDescription:
      'We can email you a private link that brings you back to this step on any device. Answers you have not sent yet stay on this device only.',
    resumeLaterButton: 'Email me a link to continue later',
    resumeLaterEmail: 'Email address',
    resumeLaterInvalid: 'Enter an email address like name@example.com.',
    resumeLaterSent: 'We have sent you a link. Open it from your email to continue later.',
    resumeLaterQueued:
      'You are offline. Your request is saved on this device and we will send the link as soon as you are back online.',
    resumeLaterServerProblem: SERVER_PROBLEM_TEXT.en,
    resumeLaterFailed: 'We could not save your request. Please try again.',
    resumeLaterUnavailable: 'Open the study page first to start a journey you can continue later.',
    sending: 'Sending…',
    participantTypeRequired: 'Choose one option to continue.',
  },
  es: {
    resumeTitle: 'Retome su recorrido',
    resumeBody:
      'Bienvenido de nuevo. Puede continuar el cuestionario donde lo dejó. Sus respuestas anteriores se conservan.',
    resumeConfirm: 'Continuar donde lo dejé',
    resumeCancel: 'Ahora no',
    completedTitle: 'Ya completó este recorrido',
    completedBody:
      'Gracias. Sus respuestas para este estudio ya se enviaron, así que no hay nada más que hacer con este enlace.',
    terminatedTitle: 'Este recorrido se cerró',
    terminatedBody:
      'Este enlace pertenece a un recorrido que se cerró o se reinició. Puede empezar de nuevo desde la página del estudio.',
    expiredTitle: 'Este enlace ha caducado',
    expiredBody:
      'Por su privacidad, los enlaces para continuar un recorrido solo funcionan durante un tiempo limitado. Puede empezar de nuevo desde la página del estudio.',
    close: 'Cerrar',
    returningTitle: 'Bienvenido de nuevo',
    returningBody: 'Ya empezó este cuestionario antes. ¿Desea continuar donde lo dejó o empezar de nuevo?',
    returningResume: 'Continuar',
    returningStartOver: 'Empezar de nuevo',
    resumeLaterTitle: '¿No puede terminar ahora?',
    resumeLaterDescription:
      'Podemos enviarle por correo un enlace privado que le trae de vuelta a este paso en cualquier dispositivo. Las respuestas que aún no ha enviado se quedan solo en este dispositivo.',
    resumeLaterButton: 'Envíenme un enlace para continuar más tarde',
    resumeLaterEmail: 'Correo electrónico',
    resumeLaterInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    resumeLaterSent: 'Le hemos enviado un enlace. Ábralo desde su correo para continuar más tarde.',
    resumeLaterQueued:
      'No tiene conexión. Su solicitud se guardó en este dispositivo y enviaremos el enlace en cuanto vuelva a tener conexión.',
    resumeLaterServerProblem: SERVER_PROBLEM_TEXT.es,
    resumeLaterFailed: 'No pudimos guardar su solicitud. Inténtelo de nuevo.',
    resumeLaterUnavailable:
      'Abra primero la página del estudio para empezar un recorrido que pueda continuar más tarde.',
    sending: 'Enviando…',
    participantTypeRequired: 'Elija una opción para continuar.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type JourneyStrings = (typeof strings)['en'];

export function journeyStrings(locale: Locale): JourneyStrings {
  return strings[locale];
}
