import type { Locale } from '../../lib/locale';

/** The saved searches' own texts (the profile list, the stop page), in both languages. */
const strings = {
  en: {
    listTitle: 'Saved searches',
    empty: 'You have no saved searches yet. Use "Save this search" on the search results.',
    loading: 'Loading your saved searches…',
    loadFailed: 'Your saved searches could not be loaded.',
    allTrials: 'All trials',
    near: (zip: string) => `near ${zip}`,
    filters: (n: number) => (n === 1 ? '1 filter' : `${n} filters`),
    open: 'Open',
    alertsToggle: 'Email me new matching trials',
    delete: 'Delete',
    changeOffline: 'You are offline: the change was not made. Try again once you are connected.',
    changeFailed: 'The change could not be made. Please try again.',
    stopTitle: 'Stop alerts for a saved search',
    stopIntro:
      'You will no longer get emails about new trials for this saved search. Your other saved searches and emails do not change.',
    stopConfirm: 'Stop these alerts',
    stopping: 'Stopping…',
    stopped: 'Done: you will get no more alerts for this search. You can turn them back on from My Profile.',
    stopInvalid: 'This link does not work: it is incomplete, has expired or was replaced.',
    stopFailed: 'We could not stop the alerts. Check your connection and try again.',
  },
  es: {
    listTitle: 'Búsquedas guardadas',
    empty: 'Aún no tiene búsquedas guardadas. Use "Guardar esta búsqueda" en los resultados.',
    loading: 'Cargando sus búsquedas guardadas…',
    loadFailed: 'No se pudieron cargar sus búsquedas guardadas.',
    allTrials: 'Todos los estudios',
    near: (zip: string) => `cerca de ${zip}`,
    filters: (n: number) => (n === 1 ? '1 filtro' : `${n} filtros`),
    open: 'Abrir',
    alertsToggle: 'Enviarme por correo nuevos estudios que coincidan',
    delete: 'Eliminar',
    changeOffline: 'No tiene conexión: no se hizo el cambio. Inténtelo de nuevo cuando tenga conexión.',
    changeFailed: 'No se pudo hacer el cambio. Inténtelo de nuevo.',
    stopTitle: 'Dejar de recibir avisos de una búsqueda guardada',
    stopIntro:
      'Ya no recibirá correos sobre nuevos estudios para esta búsqueda guardada. Sus otras búsquedas y correos no cambian.',
    stopConfirm: 'Dejar de recibir estos avisos',
    stopping: 'Procesando…',
    stopped: 'Listo: no recibirá más avisos de esta búsqueda. Puede volver a activarlos en Mi perfil.',
    stopInvalid: 'Este enlace no funciona: está incompleto, ha caducado o fue reemplazado.',
    stopFailed: 'No pudimos detener los avisos. Revise su conexión e inténtelo de nuevo.',
  },
} satisfies Record<Locale, Record<string, string | ((value: never) => string)>>;

export type SavedSearchesStrings = (typeof strings)['en'];

export function savedSearchesStrings(locale: Locale): SavedSearchesStrings {
  return strings[locale];
}
