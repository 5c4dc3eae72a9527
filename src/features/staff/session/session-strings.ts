import type { Locale } from '../../../lib/locale';

/** The sign-in, invitation and sign-in-link pages' texts. */
const strings = {
  en: {
    signInTitle: 'Sign in to the study team workspace',
    signInIntro:
      'Use the passkey you created with your invitation: your device will ask for its screen lock, fingerprint or face.',
    signInWithPasskey: 'Sign in with a passkey',
    signingIn: 'Signing in…',
    noPasskeyTitle: 'No passkey on this device?',
    emailLabel: 'Your work email address',
    emailMeLink: 'Email me a sign-in link',
    linkRequested:
      'If this address has a workspace account, a sign-in link is on its way. It works once, within 15 minutes.',
    emailInvalid: 'Enter an email address such as name@example.org.',
    passkeyUnknown:
      'This passkey does not open an active workspace account. Use another one, or email yourself a sign-in link.',
    cancelled: 'The passkey prompt was closed before it finished. Try again when you are ready.',
    unsupported:
      'This browser cannot use passkeys. Use an up-to-date browser, or email yourself a sign-in link.',
    offline: 'You seem to be offline. Check your connection and try again.',
    failed: 'Something went wrong. Please try again.',
    requestExpired: 'The request took too long. Please try again.',
    invitationTitle: 'Create your passkey',
    invitationIntro:
      'A passkey lets you sign in to the workspace with this device’s screen lock, fingerprint or face — no password to remember.',
    invitationFor: 'Invitation for',
    createPasskey: 'Create your passkey',
    creating: 'Creating your passkey…',
    checkingLink: 'Checking your link…',
    linkMissing: 'This link is incomplete. Open the link from your mail again, whole.',
    linkInvalid: 'This link is not valid. Open the link from your mail again, whole.',
    invitationExpired:
      'This invitation has expired or was already used. Ask an administrator of the workspace to invite you again.',
    signInLinkTitle: 'Signing in with your link',
    signInLinkExpired: 'This sign-in link has expired or was already used. Ask for a new one.',
    askNewLink: 'Ask for a new sign-in link',
    signedIn: 'You are signed in.',
    addPasskeyIntro: 'Next time, sign in with a passkey on this device instead of a mailed link.',
    addPasskey: 'Add a passkey on this device',
    passkeyAdded: 'Your passkey is ready: next time, sign in with it.',
    alreadyRegistered: 'This device already has a passkey for your account.',
    continueToReferrals: 'Continue to the referrals',
  },
  es: {
    signInTitle: 'Entrar al espacio de trabajo del equipo del estudio',
    signInIntro:
      'Use la clave de acceso que creó con su invitación: su dispositivo le pedirá su bloqueo de pantalla, su huella o su cara.',
    signInWithPasskey: 'Entrar con una clave de acceso',
    signingIn: 'Entrando…',
    noPasskeyTitle: '¿No tiene una clave de acceso en este dispositivo?',
    emailLabel: 'Su correo electrónico de trabajo',
    emailMeLink: 'Enviarme un enlace para entrar',
    linkRequested:
      'Si esta dirección tiene una cuenta en el espacio de trabajo, le llegará un enlace para entrar. Funciona una vez, dentro de 15 minutos.',
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.org.',
    passkeyUnknown:
      'Esta clave de acceso no abre ninguna cuenta activa. Use otra, o envíese un enlace para entrar.',
    cancelled:
      'La ventana de la clave de acceso se cerró antes de terminar. Inténtelo de nuevo cuando quiera.',
    unsupported:
      'Este navegador no puede usar claves de acceso. Use un navegador actualizado, o envíese un enlace para entrar.',
    offline: 'Parece que no tiene conexión. Revísela e inténtelo de nuevo.',
    failed: 'Algo salió mal. Inténtelo de nuevo.',
    requestExpired: 'La solicitud tardó demasiado. Inténtelo de nuevo.',
    invitationTitle: 'Cree su clave de acceso',
    invitationIntro:
      'Una clave de acceso le permite entrar al espacio de trabajo con el bloqueo de pantalla, la huella o la cara de este dispositivo, sin contraseña que recordar.',
    invitationFor: 'Invitación para',
    createPasskey: 'Crear mi clave de acceso',
    creating: 'Creando su clave de acceso…',
    checkingLink: 'Comprobando su enlace…',
    linkMissing: 'Este enlace está incompleto. Abra de nuevo el enlace completo de su correo.',
    linkInvalid: 'Este enlace no es válido. Abra de nuevo el enlace completo de su correo.',
    invitationExpired:
      'Esta invitación caducó o ya se usó. Pida a un administrador del espacio de trabajo que le invite de nuevo.',
    signInLinkTitle: 'Entrando con su enlace',
    signInLinkExpired: 'Este enlace para entrar caducó o ya se usó. Pida uno nuevo.',
    askNewLink: 'Pedir un nuevo enlace para entrar',
    signedIn: 'Ha entrado.',
    addPasskeyIntro:
      'La próxima vez, entre con una clave de acceso en este dispositivo en lugar de un enlace por correo.',
    addPasskey: 'Añadir una clave de acceso en este dispositivo',
    passkeyAdded: 'Su clave de acceso está lista: la próxima vez, entre con ella.',
    alreadyRegistered: 'Este dispositivo ya tiene una clave de acceso para su cuenta.',
    continueToReferrals: 'Ir a las derivaciones',
  },
} satisfies Record<Locale, Record<string, string>>;

export type SessionStrings = (typeof strings)['en'];

export function sessionStrings(locale: Locale): SessionStrings {
  return strings[locale];
}
