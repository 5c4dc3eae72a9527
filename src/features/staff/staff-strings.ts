import type { Locale } from '../../lib/locale';

/** The workspace frame's texts: navigation, session and errors shared by its pages. */
const strings = {
  en: {
    workspace: 'Study team workspace',
    navLabel: 'Workspace',
    referrals: 'Referrals',
    funnel: 'Funnel',
    accounts: 'Accounts',
    audit: 'Audit log',
    signOut: 'Sign out',
    signedInAs: 'Signed in as',
    loading: 'Loading…',
    failed: 'This could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    forbidden: 'Your role does not give access to this page.',
    notFound: 'There is no such page in the workspace.',
    language: 'Español',
    skipToContent: 'Skip to content',
    showing: 'Showing {from}–{to} of {total}',
    previous: 'Previous page',
    next: 'Next page',
  },
  es: {
    workspace: 'Espacio de trabajo del equipo del estudio',
    navLabel: 'Espacio de trabajo',
    referrals: 'Derivaciones',
    funnel: 'Embudo',
    accounts: 'Cuentas',
    audit: 'Registro de auditoría',
    signOut: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como',
    loading: 'Cargando…',
    failed: 'No se pudo cargar. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    forbidden: 'Su función no da acceso a esta página.',
    notFound: 'Esta página no existe en el espacio de trabajo.',
    language: 'English',
    skipToContent: 'Saltar al contenido',
    showing: 'Mostrando {from}–{to} de {total}',
    previous: 'Página anterior',
    next: 'Página siguiente',
  },
} satisfies Record<Locale, Record<string, string>>;

export type StaffStrings = (typeof strings)['en'];

export function staffStrings(locale: Locale): StaffStrings {
  return strings[locale];
}
