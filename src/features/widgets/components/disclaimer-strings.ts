import type { Locale } from '../../../lib/locale';

const strings = {
  en: {
    title: 'You are leaving this site',
    text: 'The link you selected goes to a website we do not run. Its own privacy policy and terms apply there, and we are not responsible for its content.',
    destination: 'You are going to:',
    continue: 'Continue',
    cancel: 'Stay on this site',
    close: 'Close',
  },
  es: {
    title: 'Está saliendo de este sitio',
    text: 'El enlace que seleccionó lleva a un sitio web que no administramos. Allí se aplican su propia política de privacidad y sus propias condiciones, y no somos responsables de su contenido.',
    destination: 'Va a ir a:',
    continue: 'Continuar',
    cancel: 'Permanecer en este sitio',
    close: 'Cerrar',
  },
} satisfies Record<Locale, Record<string, string>>;

export type DisclaimerStrings = (typeof strings)['en'];

export function disclaimerStrings(locale: Locale): DisclaimerStrings {
  return strings[locale];
}
