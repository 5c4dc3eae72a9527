import type { Locale } from '../lib/locale';

/**
 * The shell's own texts, needed before (or without) any content: loading, offline and error
 * states, and landmarks. Everything else on screen comes from content fields.
 */
const strings = {
  en: {
    skipToContent: 'Skip to main content',
    loading: 'Loading page…',
    offlineTitle: 'You are offline',
    offlineBody: 'This page has not been saved on this device yet. Check your connection and try again.',
    errorTitle: 'This page could not be loaded',
    errorBody: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Retry',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    footerNav: 'Footer',
    language: 'Language',
    profile: 'My Profile',
    viewProfile: 'View my profile',
    signOut: 'Sign out',
    verifyEmail: 'Please verify your email address: open the link in the email we sent you.',
  },
  es: {
    skipToContent: 'Saltar al contenido principal',
    loading: 'Cargando la página…',
    offlineTitle: 'No tiene conexión',
    offlineBody:
      'Esta página aún no se ha guardado en este dispositivo. Revise su conexión e inténtelo de nuevo.',
    errorTitle: 'No se pudo cargar esta página',
    errorBody: 'Algo salió mal de nuestra parte. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    language: 'Idioma',
    profile: 'Mi perfil',
    viewProfile: 'Ver mi perfil',
    signOut: 'Cerrar sesión',
    verifyEmail: 'Verifique su correo electrónico: abra el enlace del correo que le enviamos.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type UiStrings = (typeof strings)['en'];

export function uiStrings(locale: Locale): UiStrings {
  return strings[locale];
}
