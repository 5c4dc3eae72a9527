import type { Locale } from '../../lib/locale';
import { isEssentialCategory, isNonEssentialCategory } from '../../shared/domain/cookie-consent';

/**
 * The cookie banner's texts. The button labels are the spec's built-in fallbacks ('Accept',
 * 'Reject', 'Manage Cookie'), used whenever content gives none.
 */
const strings = {
  en: {
    bannerTitle: 'Cookies on this site',
    bannerText:
      'We use essential cookies to make this site work and to remember where you are in a questionnaire. With your permission we would also like to use analytics cookies, which help us understand how the site is used so we can improve it. Nothing is collected for analytics unless you accept.',
    accept: 'Accept',
    reject: 'Reject',
    manage: 'Manage Cookie',
    manageTitle: 'Manage cookies',
    manageIntro:
      'Choose which cookies we may use. Essential cookies are always on, because the site cannot work without them. You can change your choice later.',
    save: 'Save my choices',
    cancel: 'Cancel',
    alwaysOn: 'Always on',
    essentialLabel: 'Essential cookies',
    essentialText: 'Keep the site working: your language, your place in the questionnaire and these choices.',
    nonEssentialLabel: 'Analytics cookies',
    nonEssentialText:
      'Help us count visits and see which pages are useful. They are only set if you turn this on.',
    otherText: 'Cookies of this category are only set if you turn it on.',
  },
  es: {
    bannerTitle: 'Cookies en este sitio',
    bannerText:
      'Usamos cookies esenciales para que este sitio funcione y para recordar en qué punto del cuestionario se encuentra. Con su permiso, también nos gustaría usar cookies analíticas, que nos ayudan a entender cómo se usa el sitio para poder mejorarlo. No se recopila nada con fines analíticos a menos que usted acepte.',
    accept: 'Aceptar',
    reject: 'Rechazar',
    manage: 'Gestionar cookies',
    manageTitle: 'Gestionar cookies',
    manageIntro:
      'Elija qué cookies podemos usar. Las cookies esenciales están siempre activas, porque el sitio no puede funcionar sin ellas. Puede cambiar su elección más adelante.',
    save: 'Guardar mis opciones',
    cancel: 'Cancelar',
    alwaysOn: 'Siempre activas',
    essentialLabel: 'Cookies esenciales',
    essentialText:
      'Mantienen el sitio en funcionamiento: su idioma, su punto en el cuestionario y estas opciones.',
    nonEssentialLabel: 'Cookies analíticas',
    nonEssentialText:
      'Nos ayudan a contar las visitas y a ver qué páginas resultan útiles. Solo se usan si usted las activa.',
    otherText: 'Las cookies de esta categoría solo se usan si usted la activa.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ConsentStrings = (typeof strings)['en'];

/** Texts from content (none yet) win; empty ones fall back to the built-in texts. */
export function consentStrings(locale: Locale, configured: Partial<ConsentStrings> = {}): ConsentStrings {
  const fallback = strings[locale];
  const merged = { ...fallback };
  for (const [key, value] of Object.entries(configured) as Array<
    [keyof ConsentStrings, string | undefined]
  >) {
    if (value && value.trim()) merged[key] = value;
  }
  return merged;
}

/** How a tracker category is named and explained to the visitor. */
export function categoryText(categoryType: string, t: ConsentStrings): { label: string; text: string } {
  if (isEssentialCategory(categoryType)) return { label: t.essentialLabel, text: t.essentialText };
  if (isNonEssentialCategory(categoryType)) return { label: t.nonEssentialLabel, text: t.nonEssentialText };
  return { label: categoryType, text: t.otherText };
}
