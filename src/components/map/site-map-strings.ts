import type { Language } from '../../shared/content-model/language';

/** The map's built-in texts (the spec names none; ours, in English and Spanish). */
export interface SiteMapStrings {
  yourLocation: string;
  offlineNote: string;
  loadingMap: string;
  distances: string;
  close: string;
  scale: (distance: string) => string;
  /** The accessible name of a site marker: name, then distance when known. */
  markerLabel: (name: string, distance: string) => string;
  selected: string;
}

const en: SiteMapStrings = {
  yourLocation: 'Your location',
  offlineNote: 'Simplified map: positions are drawn to scale from the site coordinates.',
  loadingMap: 'Loading the map…',
  distances: 'Distances from you',
  close: 'Close',
  scale: (distance) => `Scale: this bar is ${distance}`,
  markerLabel: (name, distance) => (distance ? `${name}, ${distance} away` : name),
  selected: 'selected',
};

const es: SiteMapStrings = {
  yourLocation: 'Su ubicación',
  offlineNote:
    'Mapa simplificado: las posiciones se dibujan a escala a partir de las coordenadas de los centros.',
  loadingMap: 'Cargando el mapa…',
  distances: 'Distancias desde su ubicación',
  close: 'Cerrar',
  scale: (distance) => `Escala: esta barra mide ${distance}`,
  markerLabel: (name, distance) => (distance ? `${name}, a ${distance}` : name),
  selected: 'seleccionado',
};

export function siteMapStrings(language: Language): SiteMapStrings {
  return language === 'es' ? es : en;
}
