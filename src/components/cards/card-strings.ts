import type { Locale } from '../../lib/locale';

/** Built-in card texts (used when content leaves a label empty), per locale. */
export interface CardStrings {
  trialCta: string;
  readMore: string;
  published: string;
  conditions: string;
  matched: string;
  incomplete: string;
  other: string;
  completed: string;
  siteInfo: string;
  continueQuestionnaire: string;
  viewStudy: string;
  directions: string;
  call: string;
  close: string;
  newWindow: string;
  indication: string;
}

const strings: Record<Locale, CardStrings> = {
  en: {
    trialCta: 'Learn more',
    readMore: 'Read article',
    published: 'Published',
    conditions: 'Conditions',
    matched: 'Matched',
    incomplete: 'Incomplete',
    other: 'Not matched',
    completed: 'Completed',
    siteInfo: 'Site information',
    continueQuestionnaire: 'Continue questionnaire',
    viewStudy: 'View study',
    directions: 'Get directions',
    call: 'Call',
    close: 'Close',
    newWindow: '(opens in a new window)',
    indication: 'Conditions studied',
  },
  es: {
    trialCta: 'Más información',
    readMore: 'Leer artículo',
    published: 'Publicado',
    conditions: 'Afecciones',
    matched: 'Coincide',
    incomplete: 'Incompleto',
    other: 'No coincide',
    completed: 'Completado',
    siteInfo: 'Información del centro',
    continueQuestionnaire: 'Continuar cuestionario',
    viewStudy: 'Ver estudio',
    directions: 'Cómo llegar',
    call: 'Llamar',
    close: 'Cerrar',
    newWindow: '(se abre en una ventana nueva)',
    indication: 'Afecciones estudiadas',
  },
};

export function cardStrings(locale: Locale): CardStrings {
  return strings[locale] ?? strings.en;
}
