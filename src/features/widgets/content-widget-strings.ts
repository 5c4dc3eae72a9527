import type { Language } from '../../shared/content-model/language';

/** Built-in texts of the content widgets (hero, steps, tabs, study switcher and search, how to apply). */
export interface ContentWidgetStrings {
  howItWorksTitle: string;
  step: string;
  tabSelectLabel: string;
  switcherTitle: string;
  switcherSelectLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** '{query}' is replaced by the typed text. */
  searchEmpty: string;
  /** '{count}' is replaced by the number of studies shown. */
  studiesShown: string;
  protocol: string;
  viewStudy: string;
  howToApplyTitle: string;
}

const en: ContentWidgetStrings = {
  howItWorksTitle: 'How it works',
  step: 'Step',
  tabSelectLabel: 'Choose a section',
  switcherTitle: 'Our studies',
  switcherSelectLabel: 'Show studies for',
  searchLabel: 'Search studies by condition',
  searchPlaceholder: 'For example: asthma',
  searchEmpty: 'No studies match “{query}”. Try another condition or clear the search.',
  studiesShown: '{count} studies shown',
  protocol: 'Protocol',
  viewStudy: 'View study',
  howToApplyTitle: 'How to apply',
};

const es: ContentWidgetStrings = {
  howItWorksTitle: 'Cómo funciona',
  step: 'Paso',
  tabSelectLabel: 'Elija una sección',
  switcherTitle: 'Nuestros estudios',
  switcherSelectLabel: 'Mostrar estudios de',
  searchLabel: 'Buscar estudios por enfermedad',
  searchPlaceholder: 'Por ejemplo: asma',
  searchEmpty: 'Ningún estudio coincide con «{query}». Pruebe con otra enfermedad o borre la búsqueda.',
  studiesShown: '{count} estudios mostrados',
  protocol: 'Protocolo',
  viewStudy: 'Ver estudio',
  howToApplyTitle: 'Cómo inscribirse',
};

const byLanguage: Record<Language, ContentWidgetStrings> = { en, es };

export function contentWidgetStrings(language: Language): ContentWidgetStrings {
  return byLanguage[language] ?? en;
}
