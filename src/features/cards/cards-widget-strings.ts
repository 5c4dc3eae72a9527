import type { Locale } from '../../lib/locale';

/** Names of the card widgets' regions when content gives them no title. */
export interface CardsWidgetStrings {
  featuredTrials: string;
  articles: string;
  questionnaireResults: string;
  cardList: string;
  featuredTrial: string;
}

const strings: Record<Locale, CardsWidgetStrings> = {
  en: {
    featuredTrials: 'Featured trials',
    articles: 'Articles',
    questionnaireResults: 'Your questionnaire results',
    cardList: 'Cards',
    featuredTrial: 'Featured trial',
  },
  es: {
    featuredTrials: 'Estudios destacados',
    articles: 'Artículos',
    questionnaireResults: 'Sus resultados del cuestionario',
    cardList: 'Tarjetas',
    featuredTrial: 'Estudio destacado',
  },
};

export function cardsWidgetStrings(locale: Locale): CardsWidgetStrings {
  return strings[locale] ?? strings.en;
}
