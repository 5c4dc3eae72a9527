import type { Locale } from '../../../lib/locale';

/** Built-in texts of the page widgets, used when content leaves a label out. */
const strings = {
  en: {
    breadcrumb: 'Breadcrumb',
    closeBanner: 'Close notification',
    notification: 'Notification',
    close: 'Close',
    stickyBar: 'Quick actions',
    scrollToTop: 'Back to top',
    download: 'Download',
    share: 'Share this page',
    shareVia: 'Share on',
    shareByEmail: 'Email',
    shareNative: 'More sharing options',
    opensNewWindow: '(opens in a new window)',
    cookieName: 'Name',
    cookieSource: 'Source',
    cookieDuration: 'Duration',
    cookieDescription: 'Description',
    readMore: 'Read more',
    readLess: 'Read less',
    showMore: 'Show more',
    showLess: 'Show less',
  },
  es: {
    breadcrumb: 'Ruta de navegación',
    closeBanner: 'Cerrar aviso',
    notification: 'Aviso',
    close: 'Cerrar',
    stickyBar: 'Acciones rápidas',
    scrollToTop: 'Volver arriba',
    download: 'Descargar',
    share: 'Compartir esta página',
    shareVia: 'Compartir en',
    shareByEmail: 'Correo electrónico',
    shareNative: 'Más opciones para compartir',
    opensNewWindow: '(se abre en una ventana nueva)',
    cookieName: 'Nombre',
    cookieSource: 'Origen',
    cookieDuration: 'Duración',
    cookieDescription: 'Descripción',
    readMore: 'Leer más',
    readLess: 'Leer menos',
    showMore: 'Mostrar más',
    showLess: 'Mostrar menos',
  },
} satisfies Record<Locale, Record<string, string>>;

export type PageWidgetStrings = (typeof strings)['en'];

export function pageWidgetStrings(locale: Locale): PageWidgetStrings {
  return strings[locale];
}
