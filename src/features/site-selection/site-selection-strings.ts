import type { Language } from '../../shared/content-model/language';
import type { SiteSelectionTextKey } from '../../shared/content-model/site-selection-fields';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';

/*
 * The site-selection widget's built-in texts: the fallbacks when content leaves a text empty.
 * 'Please enter your ZIP code above to find a location near you' is the spec's; the
 * others are ours (the spec does not show them). Spanish ones are translations.
 */

export interface SiteSelectionStrings extends Record<SiteSelectionTextKey, string> {
  searching: string;
  searchOffline: string;
  searchFailed: string;
  noSitesFound: string;
  saving: string;
  savedOffline: string;
  /** Instead of savedOffline when the server answered with errors (the person is online). */
  serverProblem: string;
  redirecting: string;
  chosenSite: (siteName: string) => string;
  saveFailed: string;
  noSiteConvenientFailed: string;
  retry: string;
  youAreHere: string;
  distanceFrom: (distance: string) => string;
  sitesShown: (shown: number, total: number) => string;
  /** A searched zip the geocoder does not know; `kept` is the zip the list is still sorted from. */
  zipUnknown: (zip: string, kept: string | null) => string;
  /**
   * A zip searched while offline whose sites are not on this device: what happened, that they load
   * by themselves once back online, and which list stays meanwhile (`kept`: its zip, or null).
   */
  zipSearchOffline: (zip: string, kept: string | null) => string;
}

const en: SiteSelectionStrings = {
  title: 'Choose a study location',
  description: 'Pick the study site that is most convenient for you. The site team will contact you.',
  zipLabel: 'ZIP code',
  zipPlaceholder: 'Enter ZIP code',
  searchButton: 'Search',
  zipRequiredMessage: 'Please enter your ZIP code.',
  zipInvalidMessage: 'Please enter a valid 5-digit ZIP code.',
  enterZipPrompt: 'Please enter your ZIP code above to find a location near you',
  groupOneHeading: 'Best matches',
  groupTwoHeading: 'Other options',
  allHeading: 'Study locations',
  viewMore: 'View more',
  viewLess: 'View less',
  listView: 'List',
  mapView: 'Map',
  otherOptionsText: 'None of these locations work for you? There are other options farther away.',
  otherOptionsButton: 'Show other options',
  bestMatchesButton: 'Back to best matches',
  noSiteConvenientText: 'No location convenient for you?',
  noSiteConvenientButton: 'No site is convenient',
  selectButton: 'Select this site',
  virtualBadge: 'Virtual',
  hybridBadge: 'Hybrid',
  notYetEnrollingBadge: 'Not yet enrolling',
  enrollingSoonBadge: 'Enrolling soon',
  kiConsentTitle: 'Share key information with the study team?',
  kiConsentText:
    'May we share the key information from your answers with the study site so they can prepare for your visit?',
  lifeLinkTitle: 'Connect your health records?',
  lifeLinkText:
    'The study site can review your health records to check that the study is right for you. Would you like to connect them?',
  yes: 'Yes',
  no: 'No',
  mapLabel: 'Map of study locations',
  searching: 'Looking for study locations…',
  searchOffline: 'You are offline. We will look for study locations when you are back online.',
  searchFailed: 'We could not load the study locations.',
  noSitesFound: 'No study locations were found.',
  saving: 'Saving your choice…',
  savedOffline:
    'Your choice is saved on this device. We will send it and continue as soon as you are back online.',
  serverProblem: SERVER_PROBLEM_TEXT.en,
  redirecting: 'Your choice is saved. Taking you to the next step…',
  chosenSite: (siteName) => `You chose ${siteName}.`,
  saveFailed: 'We could not save your choice. Please choose a site again.',
  noSiteConvenientFailed: 'We could not record your answer. Please try again.',
  retry: 'Try again',
  youAreHere: 'Your location',
  distanceFrom: (distance) => `${distance} away`,
  sitesShown: (shown, total) => `Showing ${shown} of ${total} locations`,
  zipUnknown: (zip, kept) =>
    kept
      ? `We could not find ZIP code ${zip}. The sites are still listed by distance from ${kept}.`
      : `We could not find ZIP code ${zip}, so the sites are not sorted by distance.`,
  zipSearchOffline: (zip, kept) =>
    `You are offline, so the study locations for ZIP code ${zip} cannot be loaded yet. ` +
    'They will load by themselves when you are back online.' +
    (kept ? ` Until then, the locations near ${kept} stay listed below.` : ''),
};

const es: SiteSelectionStrings = {
  title: 'Elija un centro del estudio',
  description:
    'Elija el centro del estudio que le resulte más cómodo. El equipo del centro se pondrá en contacto con usted.',
  zipLabel: 'Código postal',
  zipPlaceholder: 'Ingrese el código postal',
  searchButton: 'Buscar',
  zipRequiredMessage: 'Ingrese su código postal.',
  zipInvalidMessage: 'Ingrese un código postal válido de 5 dígitos.',
  enterZipPrompt: 'Ingrese su código postal arriba para encontrar un centro cerca de usted',
  groupOneHeading: 'Mejores opciones',
  groupTwoHeading: 'Otras opciones',
  allHeading: 'Centros del estudio',
  viewMore: 'Ver más',
  viewLess: 'Ver menos',
  listView: 'Lista',
  mapView: 'Mapa',
  otherOptionsText: '¿Ninguno de estos centros le conviene? Hay otras opciones más lejos.',
  otherOptionsButton: 'Mostrar otras opciones',
  bestMatchesButton: 'Volver a las mejores opciones',
  noSiteConvenientText: '¿Ningún centro le resulta conveniente?',
  noSiteConvenientButton: 'Ningún centro me conviene',
  selectButton: 'Elegir este centro',
  virtualBadge: 'Virtual',
  hybridBadge: 'Híbrido',
  notYetEnrollingBadge: 'Aún no inscribe',
  enrollingSoonBadge: 'Inscripción próximamente',
  kiConsentTitle: '¿Compartir información clave con el equipo del estudio?',
  kiConsentText:
    '¿Podemos compartir la información clave de sus respuestas con el centro del estudio para que preparen su visita?',
  lifeLinkTitle: '¿Conectar sus registros de salud?',
  lifeLinkText:
    'El centro del estudio puede revisar sus registros de salud para comprobar que el estudio es adecuado para usted. ¿Desea conectarlos?',
  yes: 'Sí',
  no: 'No',
  mapLabel: 'Mapa de los centros del estudio',
  searching: 'Buscando centros del estudio…',
  searchOffline: 'No tiene conexión. Buscaremos los centros del estudio cuando vuelva a estar en línea.',
  searchFailed: 'No pudimos cargar los centros del estudio.',
  noSitesFound: 'No se encontraron centros del estudio.',
  saving: 'Guardando su elección…',
  savedOffline:
    'Su elección está guardada en este dispositivo. La enviaremos y continuaremos en cuanto vuelva a estar en línea.',
  serverProblem: SERVER_PROBLEM_TEXT.es,
  redirecting: 'Su elección está guardada. Le llevamos al siguiente paso…',
  chosenSite: (siteName) => `Usted eligió ${siteName}.`,
  saveFailed: 'No pudimos guardar su elección. Elija un centro de nuevo.',
  noSiteConvenientFailed: 'No pudimos registrar su respuesta. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  youAreHere: 'Su ubicación',
  distanceFrom: (distance) => `a ${distance}`,
  sitesShown: (shown, total) => `Se muestran ${shown} de ${total} centros`,
  zipUnknown: (zip, kept) =>
    kept
      ? `No encontramos el código postal ${zip}. Los centros siguen ordenados por distancia desde ${kept}.`
      : `No encontramos el código postal ${zip}, así que los centros no están ordenados por distancia.`,
  zipSearchOffline: (zip, kept) =>
    `No tiene conexión, así que aún no se pueden cargar los centros del estudio del código postal ${zip}. ` +
    'Se cargarán solos cuando vuelva a estar en línea.' +
    (kept ? ` Mientras tanto, abajo siguen los centros cercanos a ${kept}.` : ''),
};

export function siteSelectionStrings(language: Language): SiteSelectionStrings {
  return language === 'es' ? es : en;
}

/** Content texts override the built-in ones; an absent or blank content text keeps the fallback. */
export function withContentTexts(
  strings: SiteSelectionStrings,
  fields: Partial<Record<SiteSelectionTextKey, string | undefined>>,
): SiteSelectionStrings {
  const merged: SiteSelectionStrings = { ...strings };
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim() !== '' && name in strings) {
      (merged as unknown as Record<string, string>)[name] = value;
    }
  }
  return merged;
}

/**
 * The name of a site's select button: its visible text first, then the site (WCAG 2.5.3, label
 * in name: a speech user says what they see), e.g. "Select this site: Lakeside Clinic".
 */
export function selectSiteLabel(t: Pick<SiteSelectionStrings, 'selectButton'>, siteName: string): string {
  return `${t.selectButton}: ${siteName}`;
}
