import { useLocation } from 'react-router-dom';
import { splitLocale, type Locale } from '../../../lib/locale';
import { connectionStrings } from './connection-strings';

/** The offline components' own texts: they show before (or without) any content. */
const strings = {
  en: {
    ...connectionStrings('en'),
    outboxTitle: 'Saved on this device',
    waiting: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} waiting to be sent`,
    sending: (n: number) => `${n} being sent`,
    failed: (n: number) => `${n} could not be sent`,
    serverGaveUp:
      'Our server could not process this after repeated tries. It is kept on this device; staff can send it again.',
    lastSent: 'Last sent',
    updateReady: 'A new version is ready.',
    reload: 'Reload',
    storageFull:
      'This device is out of storage space, so what you just entered could not be saved. Free some space and try again.',
    dismiss: 'Dismiss',
    persistRefused:
      'This browser may clear what is saved on this device when space runs low. Stay online until it is sent.',
    install: 'Install the app',
    installDismiss: 'Not now',
  },
  es: {
    ...connectionStrings('es'),
    outboxTitle: 'Guardado en este dispositivo',
    waiting: (n: number) => `${n} ${n === 1 ? 'elemento pendiente' : 'elementos pendientes'} de envío`,
    sending: (n: number) => `${n} enviándose`,
    failed: (n: number) => `${n} no se ${n === 1 ? 'pudo' : 'pudieron'} enviar`,
    serverGaveUp:
      'Nuestro servidor no pudo procesarlo tras varios intentos. Se conserva en este dispositivo; el personal puede volver a enviarlo.',
    lastSent: 'Último envío',
    updateReady: 'Hay una nueva versión disponible.',
    reload: 'Recargar',
    storageFull:
      'Este dispositivo no tiene espacio libre, así que no se pudo guardar lo que acaba de introducir. Libere espacio e inténtelo de nuevo.',
    dismiss: 'Cerrar',
    persistRefused:
      'Este navegador puede borrar lo guardado en este dispositivo si falta espacio. Manténgase en línea hasta que se envíe.',
    install: 'Instalar la aplicación',
    installDismiss: 'Ahora no',
  },
} satisfies Record<Locale, Record<string, string | ((n: number) => string)>>;

export type OfflineStrings = (typeof strings)['en'];

export function offlineStrings(locale: Locale): OfflineStrings {
  return strings[locale];
}

export function useOfflineStrings(): { locale: Locale; t: OfflineStrings } {
  const { locale } = splitLocale(useLocation().pathname);
  return { locale, t: offlineStrings(locale) };
}
