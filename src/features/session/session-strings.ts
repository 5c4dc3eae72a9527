import type { Locale } from '../../lib/locale';
import { EMAIL_NOT_FOUND_MESSAGE } from '../../shared/domain/registration/email-rules';

/**
 * The session popups' built-in texts: fallbacks for empty content fields (site settings'
 * `session` group). The spec's error catalogue names 'The email you entered does not exist.
 * Please sign up.' and the button fallbacks SignUp, Continue, Cancel, Done, Resend, Sign out, Ok.
 */
export interface SessionStrings {
  profileTitle: string;
  profileDescription: string;
  emailLabel: string;
  errorFormatMsg: string;
  emailNotFound: string;
  emailCheckFailed: string;
  checking: string;
  submit: string;
  signUp: string;
  sentTitle: string;
  sentDescription: string;
  resendTitle: string;
  resendDescription: string;
  resend: string;
  done: string;
  close: string;
  linkTitle: string;
  linkDescription: string;
  linkContinue: string;
  expiredTitle: string;
  expiredDescription: string;
  expiredButton: string;
  idleTitle: string;
  idleDescription: string;
  /** Announced once a minute; [minutes] is replaced (the last minute has its own text). */
  idleAnnouncement: string;
  idleAnnouncementLastMinute: string;
  idleContinue: string;
  idleSignOut: string;
  exitTitle: string;
  exitDescription: string;
  exitLeave: string;
  exitCancel: string;
}

const en: SessionStrings = {
  profileTitle: 'Go to your profile',
  profileDescription:
    'Enter the email address you registered with. We will send you a link that signs you in to your profile.',
  emailLabel: 'Email address',
  errorFormatMsg: 'Please enter a valid email address.',
  emailNotFound: EMAIL_NOT_FOUND_MESSAGE,
  emailCheckFailed: 'Sorry, something went wrong. Please try again later.',
  checking: 'Checking your email address…',
  submit: 'Continue',
  signUp: 'Sign up',
  sentTitle: 'Check your email',
  sentDescription: 'We sent a link to [email]. Open it to go to your profile.',
  resendTitle: 'Email sent again',
  resendDescription: 'We sent another link to [email]. It may take a few minutes to arrive.',
  resend: 'Resend',
  done: 'Done',
  close: 'Close',
  linkTitle: 'Welcome back',
  linkDescription:
    'For your security, the link we emailed you works only once. Press Continue to sign in to your profile.',
  linkContinue: 'Continue',
  expiredTitle: 'This link has expired',
  expiredDescription:
    'For your security, the links we email work only once and for a limited time. Ask for a new one from My Profile.',
  expiredButton: 'Continue',
  idleTitle: 'Are you still there?',
  idleDescription: 'For your security, you will be signed out in [time] because you have been inactive.',
  idleAnnouncement: 'You will be signed out in [minutes] minutes unless you continue.',
  idleAnnouncementLastMinute: 'You will be signed out in less than a minute unless you continue.',
  idleContinue: 'Continue',
  idleSignOut: 'Sign out',
  exitTitle: 'Leave this page?',
  exitDescription: 'If you leave now, the details you entered on this page will be lost.',
  exitLeave: 'Leave',
  exitCancel: 'Cancel',
};

const es: SessionStrings = {
  profileTitle: 'Ir a su perfil',
  profileDescription:
    'Escriba el correo electrónico con el que se registró. Le enviaremos un enlace que abre su perfil.',
  emailLabel: 'Correo electrónico',
  errorFormatMsg: 'Escriba un correo electrónico válido.',
  emailNotFound: 'El correo electrónico que escribió no existe. Regístrese.',
  emailCheckFailed: 'Lo sentimos, algo salió mal. Inténtelo de nuevo más tarde.',
  checking: 'Comprobando su correo electrónico…',
  submit: 'Continuar',
  signUp: 'Registrarse',
  sentTitle: 'Revise su correo electrónico',
  sentDescription: 'Enviamos un enlace a [email]. Ábralo para ir a su perfil.',
  resendTitle: 'Correo enviado de nuevo',
  resendDescription: 'Enviamos otro enlace a [email]. Puede tardar unos minutos en llegar.',
  resend: 'Reenviar',
  done: 'Listo',
  close: 'Cerrar',
  linkTitle: 'Le damos la bienvenida',
  linkDescription:
    'Por su seguridad, el enlace que le enviamos por correo funciona una sola vez. Pulse Continuar para entrar en su perfil.',
  linkContinue: 'Continuar',
  expiredTitle: 'Este enlace ha caducado',
  expiredDescription:
    'Por su seguridad, los enlaces que enviamos por correo funcionan una sola vez y por tiempo limitado. Pida uno nuevo desde Mi perfil.',
  expiredButton: 'Continuar',
  idleTitle: '¿Sigue ahí?',
  idleDescription: 'Por su seguridad, cerraremos su sesión en [time] porque no ha tenido actividad.',
  idleAnnouncement: 'Cerraremos su sesión en [minutes] minutos si no continúa.',
  idleAnnouncementLastMinute: 'Cerraremos su sesión en menos de un minuto si no continúa.',
  idleContinue: 'Continuar',
  idleSignOut: 'Cerrar sesión',
  exitTitle: '¿Salir de esta página?',
  exitDescription: 'Si sale ahora, se perderán los datos que escribió en esta página.',
  exitLeave: 'Salir',
  exitCancel: 'Cancelar',
};

const strings: Record<Locale, SessionStrings> = { en, es };

export function sessionStrings(locale: Locale): SessionStrings {
  return strings[locale];
}

/** "Message templates": [email], [time], [minutes] are replaced. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\[(\w+)\]/g, (match, name: string) => values[name] ?? match);
}
