import type { Language } from '../../shared/content-model/language';

/** The study location finder's built-in texts: fallbacks for empty content fields. */
export interface StudyLocationStrings {
  title: string;
  mapLabel: string;
  listToggle: string;
  mapToggle: string;
  viewLabel: string;
  zipLabel: string;
  zipPlaceholder: string;
  zipRequired: string;
  zipInvalid: string;
  /** A searched zip the geocoder does not know; `kept` is the zip the list is still sorted from. */
  zipUnknown: (zip: string, kept: string | null) => string;
  search: string;
  enrollSoon: string;
  notYetEnroll: string;
  noLocations: string;
  loadError: string;
  retry: string;
  loading: string;
  virtualSite: string;
  found: (count: number) => string;
  locationsList: string;
}

const en: StudyLocationStrings = {
  title: 'Study locations',
  mapLabel: 'Map of the study locations',
  listToggle: 'List',
  mapToggle: 'Map',
  viewLabel: 'Show the locations as',
  zipLabel: 'ZIP code',
  zipPlaceholder: 'Enter ZIP code',
  zipRequired: 'This field is required.',
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  zipUnknown: (zip, kept) =>
    kept
      ? `We could not find ZIP code ${zip}. The locations are still listed by distance from ${kept}.`
      : `We could not find ZIP code ${zip}, so the locations are not sorted by distance.`,
  search: 'Search',
  enrollSoon: 'Enrolling soon',
  notYetEnroll: 'Not yet enrolling',
  noLocations: 'There are no study locations to show yet.',
  loadError: 'We could not load the study locations.',
  retry: 'Try again',
  loading: 'Loading the study locations…',
  virtualSite: 'Virtual site: take part from home',
  found: (count) => (count === 1 ? '1 location' : `${count} locations`),
  locationsList: 'Study locations',
};

const es: StudyLocationStrings = {
  title: 'Centros del estudio',
  mapLabel: 'Mapa de los centros del estudio',
  listToggle: 'Lista',
  mapToggle: 'Mapa',
  viewLabel: 'Mostrar los centros como',
  zipLabel: 'Código postal',
  zipPlaceholder: 'Ingrese el código postal',
  zipRequired: 'Este campo es obligatorio.',
  zipInvalid: 'Ingrese un código postal válido de 5 dígitos.',
  zipUnknown: (zip, kept) =>
    kept
      ? `No encontramos el código postal ${zip}. Los centros siguen ordenados por distancia desde ${kept}.`
      : `No encontramos el código postal ${zip}, así que los centros no están ordenados por distancia.`,
  search: 'Buscar',
  enrollSoon: 'Inscripción próximamente',
  notYetEnroll: 'Aún no inscribe',
  noLocations: 'Todavía no hay centros del estudio para mostrar.',
  loadError: 'No pudimos cargar los centros del estudio.',
  retry: 'Intentar de nuevo',
  loading: 'Cargando los centros del estudio…',
  virtualSite: 'Centro virtual: participe desde su casa',
  found: (count) => (count === 1 ? '1 centro' : `${count} centros`),
  locationsList: 'Centros del estudio',
};

export function studyLocationStrings(language: Language): StudyLocationStrings {
  return language === 'es' ? es : en;
}
