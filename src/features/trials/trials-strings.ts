import type { Language } from '../../shared/content-model/language';
import { formatNumber } from '../../shared/domain/locale-format';
import type { TrialBadge } from '../../shared/domain/trials/trial-badges';
import type { SidebarFactKey } from '../../shared/domain/trials/trial-details-rules';
import { trialSearchStrings, type TrialSearchStrings } from './trial-search-strings';

/** The trial widgets' built-in texts: fallbacks for empty content fields (the search form's included). */
export interface TrialsStrings extends TrialSearchStrings {
  resultsTitle: string;
  resultCount: (count: number) => string;
  loading: string;
  noResults: string;
  unreachable: string;
  searchError: string;
  offlineLastResults: string;
  zipUnknown: string;
  retry: string;
  pagination: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
  viewDetails: string;
  qualify: string;
  miles: string;
  distance: string;
  badges: Record<TrialBadge, string>;
  save: string;
  unsave: string;
  aboutStudy: string;
  whoCanTakePart: string;
  inclusion: string;
  exclusion: string;
  closing: string;
  /** On a generated demo trial's page: it is made up. */
  syntheticNotice: string;
  sidebarTitle: string;
  sidebar: Record<SidebarFactKey, string>;
  locations: string;
  /** Above a long list of sites: how many of them are shown. */
  locationsShown: (shown: number, total: number) => string;
  /** The button adding the next sites. */
  moreLocations: (next: number, left: number) => string;
  mapText: string;
  newWindow: string;
  locationStatus: Record<'Enrolling' | 'Not Yet Enrolling' | 'Closed', string>;
  notFound: string;
  notFoundTitle: string;
  unavailableTitle: string;
  backToSearch: string;
  loadingTrial: string;
  savedTitle: string;
  savedEmpty: string;
  personalTitle: string;
}

const en: TrialsStrings = {
  ...trialSearchStrings('en'),
  resultsTitle: 'Search results',
  resultCount: (count) => (count === 1 ? '1 trial found' : `${formatNumber(count, 'en')} trials found`),
  loading: 'Searching for trials…',
  noResults: 'No trials match your search. Try another condition or zip code.',
  unreachable: 'The trial search cannot be reached right now. Check your connection and try again.',
  searchError: 'Sorry, the trial search failed. Please try again.',
  offlineLastResults: 'You are offline — showing the last results.',
  zipUnknown: 'We do not know this zip code, so distances are not shown.',
  retry: 'Try again',
  pagination: 'Result pages',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (page) => `Page ${page}`,
  viewDetails: 'View Details',
  qualify: 'See if you qualify',
  miles: 'miles',
  distance: 'Distance',
  badges: {
    goodMatch: 'Good Match',
    virtual: 'Virtual',
    enrolling: 'Enrolling',
    notYetEnrolling: 'Not Yet Enrolling',
  },
  save: 'Save trial',
  unsave: 'Saved',
  aboutStudy: 'About the study',
  whoCanTakePart: 'Who can take part',
  inclusion: 'You may be able to take part if',
  exclusion: 'You may not be able to take part if',
  closing: 'For more information, look up this study on ClinicalTrials.gov: {nctid}.',
  syntheticNotice:
    'Demo data: this trial is made up to show how the site works. It is not a real study and nobody can join it.',
  sidebarTitle: 'Study details',
  sidebar: {
    trialConditions: 'Conditions',
    minimumAge: 'Minimum age',
    maximumAge: 'Maximum age',
    phase: 'Phase',
    enrollment: 'Enrollment',
    completionDate: 'Completion date',
    studyType: 'Study type',
    investigationalProduct: 'Investigational product',
    source: 'Source',
    nctId: 'NCT ID',
    orgStudyId: 'Study ID',
  },
  locations: 'Study locations',
  locationsShown: (shown, total) => `Showing ${String(shown)} of ${String(total)} locations`,
  moreLocations: (next, left) => `Show ${String(next)} more locations (${String(left)} not shown)`,
  mapText: 'View on map',
  newWindow: 'opens in a new window',
  locationStatus: { Enrolling: 'Enrolling', 'Not Yet Enrolling': 'Not Yet Enrolling', Closed: 'Closed' },
  notFoundTitle: 'Trial not found',
  unavailableTitle: 'Trial details unavailable',
  backToSearch: 'Search for trials',
  notFound: 'We could not find this trial. It may have closed or the link may be wrong.',
  loadingTrial: 'Loading the trial…',
  savedTitle: 'Your saved trials',
  savedEmpty: 'You have not saved any trials yet.',
  personalTitle: 'Trials for you',
};

const es: TrialsStrings = {
  ...trialSearchStrings('es'),
  resultsTitle: 'Resultados de la búsqueda',
  resultCount: (count) =>
    count === 1 ? '1 ensayo encontrado' : `${formatNumber(count, 'es')} ensayos encontrados`,
  loading: 'Buscando ensayos…',
  noResults: 'Ningún ensayo coincide con su búsqueda. Pruebe otra afección u otro código postal.',
  unreachable: 'No se puede acceder a la búsqueda de ensayos ahora. Revise su conexión e inténtelo de nuevo.',
  searchError: 'Lo sentimos, la búsqueda de ensayos falló. Inténtelo de nuevo.',
  offlineLastResults: 'No tiene conexión: se muestran los últimos resultados.',
  zipUnknown: 'No conocemos este código postal, así que no se muestran distancias.',
  retry: 'Intentar de nuevo',
  pagination: 'Páginas de resultados',
  first: 'Primera',
  previous: 'Anterior',
  next: 'Siguiente',
  last: 'Última',
  page: (page) => `Página ${page}`,
  viewDetails: 'Ver detalles',
  qualify: 'Vea si califica',
  miles: 'millas',
  distance: 'Distancia',
  badges: {
    goodMatch: 'Buena coincidencia',
    virtual: 'Virtual',
    enrolling: 'Inscribiendo',
    notYetEnrolling: 'Aún no inscribe',
  },
  save: 'Guardar ensayo',
  unsave: 'Guardado',
  aboutStudy: 'Sobre el estudio',
  whoCanTakePart: 'Quién puede participar',
  inclusion: 'Es posible que pueda participar si',
  exclusion: 'Es posible que no pueda participar si',
  closing: 'Para más información, busque este estudio en ClinicalTrials.gov: {nctid}.',
  syntheticNotice:
    'Datos de demostración: este ensayo es inventado para mostrar cómo funciona el sitio. No es un estudio real y nadie puede participar.',
  sidebarTitle: 'Detalles del estudio',
  sidebar: {
    trialConditions: 'Afecciones',
    minimumAge: 'Edad mínima',
    maximumAge: 'Edad máxima',
    phase: 'Fase',
    enrollment: 'Inscripción',
    completionDate: 'Fecha de finalización',
    studyType: 'Tipo de estudio',
    investigationalProduct: 'Producto en investigación',
    source: 'Patrocinador',
    nctId: 'ID NCT',
    orgStudyId: 'ID del estudio',
  },
  locations: 'Centros del estudio',
  locationsShown: (shown, total) => `Se muestran ${String(shown)} de ${String(total)} centros`,
  moreLocations: (next, left) => `Mostrar ${String(next)} centros más (${String(left)} sin mostrar)`,
  mapText: 'Ver en el mapa',
  newWindow: 'se abre en una ventana nueva',
  locationStatus: { Enrolling: 'Inscribiendo', 'Not Yet Enrolling': 'Aún no inscribe', Closed: 'Cerrado' },
  notFoundTitle: 'Ensayo no encontrado',
  unavailableTitle: 'Detalles del ensayo no disponibles',
  backToSearch: 'Buscar ensayos',
  notFound: 'No encontramos este ensayo. Puede que haya terminado o que el enlace sea incorrecto.',
  loadingTrial: 'Cargando el ensayo…',
  savedTitle: 'Sus ensayos guardados',
  savedEmpty: 'Todavía no ha guardado ningún ensayo.',
  personalTitle: 'Ensayos para usted',
};

export function trialsStrings(language: Language): TrialsStrings {
  return language === 'es' ? es : en;
}
