import type { Language } from '../../shared/content-model/language';
import { formatNumber } from '../../shared/domain/locale-format';
import {
  MAX_TRIAL_AGE,
  type RecruitmentStatus,
  type SearcherSex,
  type TrialPhase,
} from '../../shared/domain/trials/trial-filters';

/** The search-result page's filters and the cards' "why this trial" line (built-in texts). */
export interface TrialFilterStrings {
  filters: string;
  /** The narrow screen's disclosure: 'Filters (2)' with two filters set. */
  filtersToggle: (active: number) => string;
  clear: string;
  distance: string;
  anyDistance: string;
  radius: (miles: number) => string;
  needsZip: string;
  status: string;
  statuses: Record<RecruitmentStatus, string>;
  phase: string;
  phases: Record<TrialPhase, string>;
  age: string;
  ageLabel: string;
  ageHint: string;
  ageInvalid: string;
  ageApply: string;
  sex: string;
  anySex: string;
  sexes: Record<SearcherSex, string>;
  more: string;
  healthy: string;
  virtual: string;
  /** A value's count: '(12)'. */
  count: (count: number) => string;
  whyLabel: string;
  whyDistance: (distance: string, zip: string) => string;
  whyAge: (range: string) => string;
  whyMatches: (condition: string) => string;
  ageRange: (min: number, max: number) => string;
}

/** 0 and the maximum age mean "no limit" at that end. */
const range = (min: number, max: number, words: { any: string; over: string; upTo: string }) => {
  const noMin = min <= 0;
  const noMax = max >= MAX_TRIAL_AGE;
  if (noMin && noMax) return words.any;
  if (noMax) return words.over.replace('{n}', String(min));
  if (noMin) return words.upTo.replace('{n}', String(max));
  return `${min}–${max}`;
};

const en: TrialFilterStrings = {
  filters: 'Filters',
  filtersToggle: (active) => (active > 0 ? `Filters (${active})` : 'Filters'),
  clear: 'Clear filters',
  distance: 'Distance',
  anyDistance: 'Any distance',
  radius: (miles) => `Within ${miles} miles`,
  needsZip: 'Enter a zip code to search by distance.',
  status: 'Recruitment status',
  statuses: { recruiting: 'Recruiting', 'not-yet-recruiting': 'Not yet recruiting' },
  phase: 'Phase',
  phases: {
    'early-1': 'Early phase 1',
    '1': 'Phase 1',
    '2': 'Phase 2',
    '3': 'Phase 3',
    '4': 'Phase 4',
    na: 'No phase (not a drug trial)',
  },
  age: 'Age',
  ageLabel: 'Your age in years',
  ageHint: 'Shows trials you can join at this age.',
  ageInvalid: 'Enter an age from 0 to 120.',
  ageApply: 'Apply age',
  sex: 'Sex',
  anySex: 'Any',
  sexes: { female: 'Female', male: 'Male' },
  more: 'Who and where',
  healthy: 'Accepts healthy volunteers',
  virtual: 'Virtual / at home',
  count: (count) => `(${formatNumber(count, 'en')})`,
  whyLabel: 'Why this trial',
  whyDistance: (distance, zip) => `${distance} from ${zip}`,
  whyAge: (ages) => `Your age fits (${ages})`,
  whyMatches: (condition) => `Matches: ${condition}`,
  ageRange: (min, max) => range(min, max, { any: 'any age', over: '{n} and over', upTo: 'up to {n}' }),
};

const es: TrialFilterStrings = {
  filters: 'Filtros',
  filtersToggle: (active) => (active > 0 ? `Filtros (${active})` : 'Filtros'),
  clear: 'Borrar filtros',
  distance: 'Distancia',
  anyDistance: 'Cualquier distancia',
  radius: (miles) => `A menos de ${miles} millas`,
  needsZip: 'Escriba un código postal para buscar por distancia.',
  status: 'Estado de reclutamiento',
  statuses: { recruiting: 'Reclutando', 'not-yet-recruiting': 'Aún no recluta' },
  phase: 'Fase',
  phases: {
    'early-1': 'Fase temprana 1',
    '1': 'Fase 1',
    '2': 'Fase 2',
    '3': 'Fase 3',
    '4': 'Fase 4',
    na: 'Sin fase (no es un ensayo de medicamentos)',
  },
  age: 'Edad',
  ageLabel: 'Su edad en años',
  ageHint: 'Muestra los ensayos en los que puede participar a esta edad.',
  ageInvalid: 'Escriba una edad de 0 a 120.',
  ageApply: 'Aplicar edad',
  sex: 'Sexo',
  anySex: 'Cualquiera',
  sexes: { female: 'Femenino', male: 'Masculino' },
  more: 'Quién y dónde',
  healthy: 'Acepta voluntarios sanos',
  virtual: 'Virtual / desde casa',
  count: (count) => `(${formatNumber(count, 'es')})`,
  whyLabel: 'Por qué este ensayo',
  whyDistance: (distance, zip) => `A ${distance} de ${zip}`,
  whyAge: (ages) => `Su edad encaja (${ages})`,
  whyMatches: (condition) => `Coincide con: ${condition}`,
  ageRange: (min, max) =>
    range(min, max, { any: 'cualquier edad', over: '{n} años o más', upTo: 'hasta {n} años' }),
};

export function trialFilterStrings(language: Language): TrialFilterStrings {
  return language === 'es' ? es : en;
}
