import type { Language } from '../../../shared/content-model/language';
import type { TrialInput } from '../../../shared/content-model/trial';
import { localizePath } from '../../../shared/content-model/language';

type TrialText = Pick<
  TrialInput,
  'trialtitle' | 'trialdescription' | 'featuredcondition' | 'inclusionCriteria'
>;
type TrialBase = Omit<TrialInput, keyof TrialText | 'clickUri'> & { path: string };

const bases: TrialBase[] = [
  {
    trialorgstudyid: 'MIG-301',
    trialname: 'migraine-study',
    trialminage: 18,
    trialmaxage: 65,
    trialphase: 'Phase 3',
    trialenrollment: 600,
    trialcompletiondate: '2027-12-31',
    trialenrollingstatus: 'Enrolling',
    isvirtual: false,
    path: '/migraine-study',
  },
  {
    trialorgstudyid: 'AST-204',
    trialname: 'asthma-study',
    trialminage: 18,
    trialmaxage: 75,
    trialphase: 'Phase 2',
    trialenrollment: 320,
    trialcompletiondate: '2027-06-30',
    trialenrollingstatus: 'Enrolling',
    isvirtual: true,
    path: '/asthma-study',
  },
  {
    trialorgstudyid: 'KOA-310',
    trialname: 'knee-oa-study',
    trialminage: 40,
    trialmaxage: 80,
    trialphase: 'Phase 3',
    trialenrollment: 450,
    trialcompletiondate: '2028-03-31',
    trialenrollingstatus: 'Enrolling',
    isvirtual: false,
    path: '/knee-oa-study',
  },
];

const text: Record<Language, Record<string, TrialText>> = {
  en: {
    'MIG-301': {
      trialtitle: 'Migraine Prevention Study',
      featuredcondition: 'Migraine',
      trialdescription:
        'A six-month study of an investigational medicine for adults who have migraine on four or more days a month.',
      inclusionCriteria: [
        'Aged 18 to 65',
        'Migraine diagnosed at least one year ago',
        'Migraine on 4 or more days a month',
      ],
    },
    'AST-204': {
      trialtitle: 'Asthma Control Study',
      featuredcondition: 'Asthma',
      trialdescription:
        'A 52-week study of an investigational inhaled medicine, with clinic and at-home options.',
      inclusionCriteria: [
        'Aged 18 to 75',
        'Asthma diagnosed at least one year ago',
        'Uses a daily controller inhaler',
      ],
    },
    'KOA-310': {
      trialtitle: 'Knee Osteoarthritis Pain Study',
      featuredcondition: 'Knee osteoarthritis',
      trialdescription:
        'A twelve-month study of an investigational injection for adults with knee pain from osteoarthritis.',
      inclusionCriteria: [
        'Aged 40 to 80',
        'Knee osteoarthritis diagnosed by a doctor',
        'Knee pain on most days for 3 months',
      ],
    },
  },
  es: {
    'MIG-301': {
      trialtitle: 'Estudio de prevención de la migraña',
      featuredcondition: 'Migraña',
      trialdescription:
        'Un estudio de seis meses de un medicamento en investigación para adultos que tienen migraña cuatro o más días al mes.',
      inclusionCriteria: [
        'De 18 a 65 años',
        'Diagnóstico de migraña desde hace al menos un año',
        'Migraña 4 días o más al mes',
      ],
    },
    'AST-204': {
      trialtitle: 'Estudio de control del asma',
      featuredcondition: 'Asma',
      trialdescription:
        'Un estudio de 52 semanas de un medicamento inhalado en investigación, con opciones en un centro o desde casa.',
      inclusionCriteria: [
        'De 18 a 75 años',
        'Diagnóstico de asma desde hace al menos un año',
        'Usa a diario un inhalador de control',
      ],
    },
    'KOA-310': {
      trialtitle: 'Estudio del dolor por artrosis de rodilla',
      featuredcondition: 'Artrosis de rodilla',
      trialdescription:
        'Un estudio de doce meses de una inyección en investigación para adultos con dolor de rodilla por artrosis.',
      inclusionCriteria: [
        'De 40 a 80 años',
        'Artrosis de rodilla diagnosticada por un médico',
        'Dolor de rodilla la mayoría de los días durante 3 meses',
      ],
    },
  },
};

export function trialsSeed(language: Language): TrialInput[] {
  return bases.map(({ path, ...base }) => {
    const localized = text[language][base.trialorgstudyid];
    if (!localized) throw new Error(`No ${language} text for trial ${base.trialorgstudyid}`);
    return { ...base, ...localized, clickUri: localizePath(path, language) };
  });
}
