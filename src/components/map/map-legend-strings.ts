import type { Language } from '../../shared/content-model/language';

/** The map legend's texts and the cluster markers' names (ours, in English and Spanish). */
export interface MapLegendStrings {
  legend: string;
  you: string;
  selectedSite: string;
  studySite: string;
  group: string;
  /** A cluster marker's name: how many sites it stands for. */
  groupOf: (count: number) => string;
}

const en: MapLegendStrings = {
  legend: 'Map legend',
  you: 'You',
  selectedSite: 'Selected site',
  studySite: 'Study site',
  group: 'Sites close together (the number says how many; select it to zoom in)',
  groupOf: (count) => `${count} study sites here: select to zoom in`,
};

const es: MapLegendStrings = {
  legend: 'Leyenda del mapa',
  you: 'Usted',
  selectedSite: 'Centro seleccionado',
  studySite: 'Centro del estudio',
  group: 'Centros cercanos entre sí (el número indica cuántos; selecciónelo para acercar)',
  groupOf: (count) => `${count} centros del estudio aquí: seleccione para acercar`,
};

export function mapLegendStrings(language: Language): MapLegendStrings {
  return language === 'es' ? es : en;
}
