import type { Language } from '../../../shared/content-model/language';
import { localizePath } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { HeroSearchFormFieldsInput } from '../../../shared/content-model/trials-fields';
import { FIND_TRIALS_PATH, SEARCH_RESULT_PATH } from '../../../shared/domain/trials/search-form-rules';
import { trialsSeed } from './trials';

type PageComponentInput = PageInput['components'][number];

/*
 * The trial pages (the spec's routes and its trial details page):
 * /find-trials (the hero search form, variant2, and the personalised featured trials),
 * /find-trials/search-result (the results) and /find-trials/trial-details?id= (one trial). Same
 * paths and ids in both languages; Spanish under /es. The home page gets the hero search form
 * and My Profile the saved-trials carousel through the components exported here.
 */
export { FIND_TRIALS_PATH };
export const TRIAL_DETAILS_PAGE_PATH = '/find-trials/trial-details';

const heroTexts: Record<Language, HeroSearchFormFieldsInput> = {
  en: {
    title: 'Find a clinical trial near you',
    description:
      'Type a condition, pick it from the list, add your zip code and see the trials nearest to you.',
    coiRequiredErrorMessage: 'Please enter a condition of interest.',
    zipcodeRequiredErrorMessage: 'Please enter your zip code.',
    zipcodeRegexFailedErrorMessage: 'Please enter a valid 5-digit zip code.',
    noOptionText: 'No option found',
  },
  es: {
    title: 'Encuentre un ensayo clínico cerca de usted',
    description:
      'Escriba una afección, elíjala de la lista, añada su código postal y vea los ensayos más cercanos.',
    coiRequiredErrorMessage: 'Escriba una afección de interés.',
    zipcodeRequiredErrorMessage: 'Escriba su código postal.',
    zipcodeRegexFailedErrorMessage: 'Escriba un código postal válido de 5 dígitos.',
    noOptionText: 'No se encontró ninguna opción',
  },
};

/** The hero search form as the home page shows it (condition optional, zip optional). */
export function heroSearchFormComponent(language: Language, id = 'home-trial-search'): PageComponentInput {
  return {
    id,
    name: 'HeroSearchForm',
    fields: { ...heroTexts[language], searchlink: localizePath(SEARCH_RESULT_PATH, language) },
  };
}

/** The saved-trials carousel on My Profile (members only). */
export function savedTrialsCarouselComponent(language: Language): PageComponentInput {
  return {
    id: 'my-profile-saved-trials',
    name: 'SavedTrialsCarousel',
    fields: {
      title: language === 'es' ? 'Sus ensayos guardados' : 'Your saved trials',
      emptyText:
        language === 'es'
          ? 'Todavía no ha guardado ningún ensayo. Use «Guardar ensayo» en los resultados de búsqueda.'
          : 'You have not saved any trials yet. Use "Save trial" on the search results.',
    },
  };
}

/** The demo studies' trials as search results without a distance (the visitors' featured list). */
function featuredTrials(language: Language) {
  return trialsSeed(language).map((trial) => {
    // A card shows neither criteria, locations nor the sponsor (a name, the same in every language).
    const {
      inclusionCriteria: _i,
      exclusionCriteria: _e,
      locations: _l,
      distance: _d,
      sponsor: _s,
      ...result
    } = trial;
    return { ...result, distance: null };
  });
}

function findTrialsPage(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'find-trials',
    path: FIND_TRIALS_PATH,
    language,
    name: 'Find trials',
    title: es ? 'Buscar ensayos | ClinicalResearch' : 'Find trials | ClinicalResearch',
    breadcrumbTitle: es ? 'Buscar ensayos' : 'Find trials',
    flags: {},
    components: [
      {
        ...heroSearchFormComponent(language, 'find-trials-search'),
        fields: {
          ...heroSearchFormComponent(language).fields,
          variant: 'variant2',
          isZipcodeRequired: true,
        },
      },
      {
        id: 'find-trials-featured',
        name: 'PersonalisedFeaturedTrials',
        fields: {
          title: es ? 'Ensayos destacados para usted' : 'Featured trials for you',
          featuredTrials: featuredTrials(language),
        },
      },
    ],
  };
}

function searchResultPage(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'find-trials-search-result',
    path: SEARCH_RESULT_PATH,
    language,
    name: 'Search result',
    title: es ? 'Resultados de la búsqueda | ClinicalResearch' : 'Search results | ClinicalResearch',
    breadcrumbTitle: es ? 'Resultados' : 'Search results',
    flags: {},
    components: [
      {
        id: 'trial-search-results',
        name: 'TrialSearchResults',
        fields: {
          title: es ? 'Ensayos clínicos' : 'Clinical trials',
          searchForm: { ...heroTexts[language], title: undefined, description: undefined },
        },
      },
    ],
  };
}

function trialDetailsPage(language: Language): PageInput {
  const es = language === 'es';
  return {
    id: 'find-trials-trial-details',
    path: TRIAL_DETAILS_PAGE_PATH,
    language,
    name: 'Trial details',
    title: es ? 'Detalles del ensayo | ClinicalResearch' : 'Trial details | ClinicalResearch',
    breadcrumbTitle: es ? 'Detalles del ensayo' : 'Trial details',
    flags: {},
    components: [
      {
        id: 'trial-details',
        name: 'TrialDetails',
        fields: {
          closingText: es
            ? 'Puede consultar este estudio en ClinicalTrials.gov con el identificador {nctid}.'
            : 'You can look this study up on ClinicalTrials.gov with the identifier {nctid}.',
        },
      },
    ],
  };
}

export const pagesTrialsEn: PageInput[] = [
  findTrialsPage('en'),
  searchResultPage('en'),
  trialDetailsPage('en'),
];
export const pagesTrialsEs: PageInput[] = [
  findTrialsPage('es'),
  searchResultPage('es'),
  trialDetailsPage('es'),
];
