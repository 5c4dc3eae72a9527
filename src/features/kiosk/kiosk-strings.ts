import type { Locale } from '../../lib/locale';

/**
 * The kiosk's built-in texts: the warning's are fallbacks for the site settings' kiosk texts
 * (warningTitle, warningText, continueLabel, finishLabel); the staff screen is not content.
 * [time] is replaced by the countdown (m:ss).
 */
const en = {
  warningTitle: 'Are you still there?',
  warningText:
    'To protect your privacy, this device will clear your details and start again for the next person in [time].',
  continue: 'Continue',
  finish: 'Finish and clear my details',
  finishing: 'Clearing…',
  lastSeconds: (seconds: number) => `The device resets in ${seconds} seconds.`,
  badgeLabel: 'Kiosk queue (staff)',
  badgeSaved: 'saved',
  badgeSending: 'sending',
  badgeFailed: 'failed',
  badgeLast: 'last sent',
  badgeNever: 'none yet',
  staffTitle: 'Kiosk staff screen',
  pinLabel: 'Staff PIN',
  unlock: 'Unlock',
  checking: 'Checking…',
  wrongPin: (left: number) =>
    `That PIN is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left before the screen locks.`,
  lockedOut: (time: string) => `Too many wrong PINs. Try again after ${time}.`,
  noPin: 'This server has no staff PIN (KIOSK_STAFF_PIN), so the staff screen is not available.',
  noSettings: 'Loading the site settings…',
  modeTitle: 'Kiosk mode on this device',
  modeSite: 'Kiosk mode is on for every device of this site (site settings).',
  modeOn: 'Switch kiosk mode on for this device',
  modeOff: 'Switch kiosk mode off for this device',
  modeIsOn: 'Kiosk mode is on for this device.',
  modeIsOff: 'Kiosk mode is off for this device.',
  queueTitle: 'Queue on this device',
  queueEmpty: 'Nothing is waiting or failed on this device.',
  colLabel: 'What',
  colState: 'State',
  colAttempts: 'Attempts',
  colError: 'Last error',
  stateSaved: 'Saved, waiting',
  stateSending: 'Sending',
  stateFailed: 'Failed',
  stateDelivered: 'Delivered',
  retry: 'Retry failed',
  exportFailed: 'Export failed',
  exportWarning:
    'The exported file holds personal data in plain text. Hand it to the study team over a secure channel and delete it from this device afterwards.',
  retried: (n: number) => `${n} failed ${n === 1 ? 'item is' : 'items are'} being sent again.`,
  exported: (n: number) => `${n} failed ${n === 1 ? 'item was' : 'items were'} exported.`,
  exportFailedNotice: 'The export could not be made.',
  serverGaveUp:
    'The server could not process it after repeated tries; it is kept here. Retry once the server is fixed, or export it.',
  resetNow: 'Reset now',
  lock: 'Lock the staff screen',
} as const;

export type KioskStrings = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K];
};

const es: KioskStrings = {
  warningTitle: '¿Sigue ahí?',
  warningText:
    'Para proteger su privacidad, este dispositivo borrará sus datos y empezará de nuevo para la siguiente persona en [time].',
  continue: 'Continuar',
  finish: 'Terminar y borrar mis datos',
  finishing: 'Borrando…',
  lastSeconds: (seconds: number) => `El dispositivo se reinicia en ${seconds} segundos.`,
  badgeLabel: 'Cola del quiosco (personal)',
  badgeSaved: 'guardados',
  badgeSending: 'enviándose',
  badgeFailed: 'con error',
  badgeLast: 'último envío',
  badgeNever: 'ninguno aún',
  staffTitle: 'Pantalla del personal del quiosco',
  pinLabel: 'PIN del personal',
  unlock: 'Desbloquear',
  checking: 'Comprobando…',
  wrongPin: (left: number) =>
    `El PIN no es correcto. ${left} ${left === 1 ? 'intento' : 'intentos'} antes de que la pantalla se bloquee.`,
  lockedOut: (time: string) => `Demasiados PIN incorrectos. Vuelva a intentarlo después de las ${time}.`,
  noPin:
    'Este servidor no tiene PIN del personal (KIOSK_STAFF_PIN): la pantalla del personal no está disponible.',
  noSettings: 'Cargando la configuración del sitio…',
  modeTitle: 'Modo quiosco en este dispositivo',
  modeSite: 'El modo quiosco está activado para todos los dispositivos del sitio (configuración del sitio).',
  modeOn: 'Activar el modo quiosco en este dispositivo',
  modeOff: 'Desactivar el modo quiosco en este dispositivo',
  modeIsOn: 'El modo quiosco está activado en este dispositivo.',
  modeIsOff: 'El modo quiosco está desactivado en este dispositivo.',
  queueTitle: 'Cola de este dispositivo',
  queueEmpty: 'No hay nada pendiente ni con error en este dispositivo.',
  colLabel: 'Qué',
  colState: 'Estado',
  colAttempts: 'Intentos',
  colError: 'Último error',
  stateSaved: 'Guardado, pendiente',
  stateSending: 'Enviándose',
  stateFailed: 'Con error',
  stateDelivered: 'Entregado',
  retry: 'Reintentar los fallidos',
  exportFailed: 'Exportar los fallidos',
  exportWarning:
    'El archivo exportado contiene datos personales sin cifrar. Entréguelo al equipo del estudio por un canal seguro y bórrelo de este dispositivo después.',
  retried: (n: number) =>
    `${n} ${n === 1 ? 'elemento fallido se está' : 'elementos fallidos se están'} enviando de nuevo.`,
  exported: (n: number) =>
    `${n} ${n === 1 ? 'elemento fallido exportado' : 'elementos fallidos exportados'}.`,
  exportFailedNotice: 'No se pudo hacer la exportación.',
  serverGaveUp:
    'El servidor no pudo procesarlo tras varios intentos; se conserva aquí. Reinténtelo cuando el servidor esté arreglado o expórtelo.',
  resetNow: 'Reiniciar ahora',
  lock: 'Bloquear la pantalla del personal',
};

const strings: Record<Locale, KioskStrings> = { en, es };

export function kioskStrings(locale: Locale): KioskStrings {
  return strings[locale];
}

/** The countdown as m:ss (1:30, 0:05). */
export function formatKioskCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
