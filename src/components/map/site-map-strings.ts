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
  zoomIn: string;
  zoomOut: string;
  showAll: string;
  /** The name of the map view that moves with the keys. */
  mapView: string;
  /** The accessible name of a cluster: how many sites, and that it zooms in. */
  cluster: (count: number) => string;
  legend: string;
  legendSite: string;
  legendSelected: string;
  legendYou: string;
  legendCluster: string;
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
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  showAll: 'Show all sites',
  mapView: 'Map view: arrow keys move the map, plus and minus zoom, 0 shows all sites',
  cluster: (count) => `${count} sites close together: zoom in`,
  legend: 'Map legend',
  legendSite: 'Study site',
  legendSelected: 'Selected site',
  legendYou: 'You',
  legendCluster: 'Several sites: select to zoom in',
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
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  showAll: 'Ver todos los centros',
  mapView:
    'Vista del mapa: las flechas mueven el mapa, más y menos cambian el zoom, 0 muestra todos los centros',
  cluster: (count) => `${count} centros muy cercanos: acercar`,
  legend: 'Leyenda del mapa',
  legendSite: 'Centro del estudio',
  legendSelected: 'Centro seleccionado',
  legendYou: 'Usted',
  legendCluster: 'Varios centros: seleccione para acercar',
};

export function siteMapStrings(language: Language): SiteMapStrings {
  return language === 'es' ? es : en;
}
