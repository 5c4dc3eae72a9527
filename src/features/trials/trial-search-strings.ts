import type { Language } from '../../shared/content-model/language';

/**
 * The trial search form's built-in texts (fallbacks for empty content fields), apart from the
 * other trial widgets' (trials-strings.ts): the home page's search form downloads only these.
 */
export interface TrialSearchStrings {
  searchTitle: string;
  coiLabel: string;
  coiPlaceholder: string;
  zipLabel: string;
  zipPlaceholder: string;
  searchButton: string;
  noOption: string;
  suggestionsLoading: string;
  coiRequired: string;
  zipRequired: string;
  zipInvalid: string;
}

const en: TrialSearchStrings = {
  searchTitle: 'Find a clinical trial',
  coiLabel: 'Condition of interest',
  coiPlaceholder: 'e.g. migraine',
  zipLabel: 'Zip code',
  zipPlaceholder: 'e.g. 60611',
  searchButton: 'Search',
  noOption: 'No option found',
  suggestionsLoading: 'Searching…',
  coiRequired: 'Please enter a condition of interest.',
  zipRequired: 'Please enter a zip code.',
  zipInvalid: 'Please enter a valid 5-digit zip code.',
};

const es: TrialSearchStrings = {
  searchTitle: 'Encuentre un ensayo clínico',
  coiLabel: 'Afección de interés',
  coiPlaceholder: 'p. ej. migraña',
  zipLabel: 'Código postal',
  zipPlaceholder: 'p. ej. 60611',
  searchButton: 'Buscar',
  noOption: 'No se encontró ninguna opción',
  suggestionsLoading: 'Buscando…',
  coiRequired: 'Escriba una afección de interés.',
  zipRequired: 'Escriba un código postal.',
  zipInvalid: 'Escriba un código postal válido de 5 dígitos.',
};

export function trialSearchStrings(language: Language): TrialSearchStrings {
  return language === 'es' ? es : en;
}
