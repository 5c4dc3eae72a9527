import type { Language } from '../../../shared/content-model/language';

/*
 * The words of generated trials, in English and Spanish: titles, descriptions and criteria
 * built from a few realistic patterns. `pick` is a number in [0, 1) from the generator's PRNG.
 */

export interface TrialFacts {
  product: string;
  phase: string;
  /** The condition inside a sentence ("adults with type 2 diabetes"). */
  condition: string;
  /** The condition's name ("Type 2 diabetes"): English titles use it. */
  name: string;
  /** Index of the product form, the aim and the visit pattern (same across languages). */
  form: number;
  aim: number;
  weeks: number;
  visits: number;
  minAge: number;
  maxAge: number;
  diagnosedMonths: number;
  observational: boolean;
}

const FORMS: Record<Language, string[]> = {
  en: ['an oral tablet', 'an injection under the skin', 'an intravenous infusion', 'a capsule', 'a cream'],
  es: [
    'un comprimido oral',
    'una inyección subcutánea',
    'una infusión intravenosa',
    'una cápsula',
    'una crema',
  ],
};

const AIMS: Record<Language, string[]> = {
  en: ['reduces symptoms', 'slows the disease', 'improves daily function', 'prevents flare-ups'],
  es: ['reduce los síntomas', 'frena la enfermedad', 'mejora la vida diaria', 'previene las crisis'],
};

export function localizedPhase(phase: string, language: Language): string {
  if (language === 'en') return phase;
  return phase === 'N/A' ? 'No aplica' : phase.replace('Phase', 'Fase');
}

export function titleOf(f: TrialFacts, language: Language, pick: number): string {
  const c = language === 'en' ? f.name : f.condition;
  if (f.observational) {
    return language === 'en'
      ? `An Observational Study of ${c} in Everyday Care`
      : `Estudio observacional de ${c} en la atención habitual`;
  }
  const phase = localizedPhase(f.phase, language);
  const titles: Record<Language, string[]> = {
    en: [
      `A Study of ${f.product} in Adults With ${c}`,
      `${phase} Study of ${f.product} for ${c}`,
      `${f.product} Compared With Placebo in People With ${c}`,
      `Long-Term Safety of ${f.product} in ${c}`,
      `A Study to Learn if ${f.product} ${AIMS.en[f.aim] ?? ''} in ${c}`,
    ],
    es: [
      `Estudio de ${f.product} en adultos con ${c}`,
      `Estudio de ${phase.toLowerCase()} de ${f.product} para ${c}`,
      `${f.product} comparado con placebo en personas con ${c}`,
      `Seguridad a largo plazo de ${f.product} en ${c}`,
      `Estudio para saber si ${f.product} ${AIMS.es[f.aim] ?? ''} en ${c}`,
    ],
  };
  const list = titles[language];
  return list[Math.floor(pick * list.length)] ?? list[0] ?? f.product;
}

export function descriptionOf(f: TrialFacts, language: Language): string {
  const c = f.condition;
  if (language === 'en') {
    if (f.observational) {
      return `This ${String(f.weeks)}-week study follows people aged ${String(f.minAge)} to ${String(f.maxAge)} with ${c} during their usual care. No study medicine is given; participants answer short questionnaires and attend ${String(f.visits)} visits.`;
    }
    return `This ${String(f.weeks)}-week study tests whether ${f.product}, ${FORMS.en[f.form] ?? ''}, ${AIMS.en[f.aim] ?? ''} in people aged ${String(f.minAge)} to ${String(f.maxAge)} with ${c}. Participants attend ${String(f.visits)} study visits and receive study care at no cost.`;
  }
  if (f.observational) {
    return `Este estudio de ${String(f.weeks)} semanas sigue a personas de ${String(f.minAge)} a ${String(f.maxAge)} años con ${c} durante su atención habitual. No se administra ningún medicamento; los participantes responden cuestionarios breves y acuden a ${String(f.visits)} visitas.`;
  }
  return `Este estudio de ${String(f.weeks)} semanas evalúa si ${f.product}, ${FORMS.es[f.form] ?? ''}, ${AIMS.es[f.aim] ?? ''} en personas de ${String(f.minAge)} a ${String(f.maxAge)} años con ${c}. Los participantes acuden a ${String(f.visits)} visitas del estudio y reciben la atención del estudio sin costo.`;
}

export function productFormOf(f: TrialFacts, language: Language): string | undefined {
  if (f.observational) return undefined;
  return `${f.product} (${FORMS[language][f.form] ?? ''})`;
}

export function inclusionOf(f: TrialFacts, language: Language): string[] {
  const [min, max, months, visits] = [f.minAge, f.maxAge, f.diagnosedMonths, f.visits].map(String);
  return language === 'en'
    ? [
        `Aged ${min ?? ''} to ${max ?? ''}`,
        `Diagnosed with ${f.condition} at least ${months ?? ''} months ago`,
        `Able to attend ${visits ?? ''} study visits`,
      ]
    : [
        `De ${min ?? ''} a ${max ?? ''} años`,
        `Diagnóstico de ${f.condition} desde hace al menos ${months ?? ''} meses`,
        `Puede acudir a ${visits ?? ''} visitas del estudio`,
      ];
}

export function exclusionOf(f: TrialFacts, language: Language): string[] {
  const product = f.observational ? [] : [f.product];
  return language === 'en'
    ? [
        'Took part in another clinical trial in the last 30 days',
        'Pregnant or breastfeeding',
        ...product.map((name) => `Allergy to any ingredient of ${name}`),
      ]
    : [
        'Participó en otro ensayo clínico en los últimos 30 días',
        'Embarazo o lactancia',
        ...product.map((name) => `Alergia a algún componente de ${name}`),
      ];
}

export function studyTypeOf(observational: boolean, language: Language): string {
  if (language === 'en') return observational ? 'Observational' : 'Interventional';
  return observational ? 'Observacional' : 'Intervencional';
}
