import type { Language } from '../../../shared/content-model/language';
import type { StudyLocation, TrialInput } from '../../../shared/content-model/trial';
import { localizePath } from '../../../shared/content-model/language';
import { sitesSeed } from './sites';
import { trialDetailsPath } from './trial-generator';
import { localizedPhase } from './trial-generator-text';

type TrialText = Pick<
  TrialInput,
  | 'trialtitle'
  | 'trialdescription'
  | 'featuredcondition'
  | 'inclusionCriteria'
  | 'exclusionCriteria'
  | 'investigationalproduct'
>;
type TrialBase = Omit<TrialInput, keyof TrialText | 'clickUri' | 'locations' | 'trialconditions'> & {
  path: string;
};

/** Study-details sidebar fields shared by the three demo trials. */
const sidebar = { sponsor: 'ClinicalResearch Demo Sponsor' };
const studyType: Record<Language, string> = { en: 'Interventional', es: 'Intervencional' };

const bases: TrialBase[] = [
  {
    trialorgstudyid: 'MIG-301',
    nctid: 'NCT06000301',
    ...sidebar,
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
    nctid: 'NCT06000204',
    ...sidebar,
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
    nctid: 'NCT06000310',
    ...sidebar,
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
      investigationalproduct: 'An investigational oral tablet taken once a day',
      exclusionCriteria: [
        'Took part in another clinical trial in the last 30 days',
        'Headache on 15 or more days a month',
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
      investigationalproduct: 'An investigational inhaled medicine',
      exclusionCriteria: [
        'Smoked in the last 12 months',
        'Asthma attack needing hospital care in the last 3 months',
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
      investigationalproduct: 'An investigational injection into the knee',
      exclusionCriteria: ['Knee surgery in the last 6 months', 'Rheumatoid arthritis or gout'],
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
      investigationalproduct: 'Un comprimido oral en investigación, una vez al día',
      exclusionCriteria: [
        'Participó en otro ensayo clínico en los últimos 30 días',
        'Dolor de cabeza 15 días o más al mes',
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
      investigationalproduct: 'Un medicamento inhalado en investigación',
      exclusionCriteria: [
        'Fumó en los últimos 12 meses',
        'Crisis de asma con atención hospitalaria en los últimos 3 meses',
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
      investigationalproduct: 'Una inyección en la rodilla en investigación',
      exclusionCriteria: ['Cirugía de rodilla en los últimos 6 meses', 'Artritis reumatoide o gota'],
    },
  },
};

/** The trial's physical sites of the site seed, as study locations (virtual sites have no place). */
function locationsOf(trialId: string, language: Language): StudyLocation[] {
  return sitesSeed(language)
    .filter((site) => site.protocolInfo.protocol === trialId && !site.isVirtual)
    .map((site) => ({
      locationstatus:
        site.notYetEnroll || site.showEnrollSoon ? 'Not Yet Enrolling' : (site.siteStatus ?? 'Enrolling'),
      locationsitename: site.siteName,
      locationaddress: site.siteAddress,
      locationcity: site.siteCity,
      locationstate: site.siteState,
      locationcountry: site.siteCountry,
      locationzip: site.siteZipCode,
      indication: site.protocolInfo.indication,
      locationlatitude: site.latitude,
      locationlongitude: site.longitude,
      locationphone: site.contactPhoneNumber,
    }));
}

/**
 * The demo studies' trials: the card opens the trial details page; featuredeprurl is the study's
 * home (its screener). They are in the trial search index too, with their seeded sites.
 */
export function trialsSeed(language: Language): TrialInput[] {
  return bases.map(({ path, ...base }) => {
    const localized = text[language][base.trialorgstudyid];
    if (!localized) throw new Error(`No ${language} text for trial ${base.trialorgstudyid}`);
    const locations = locationsOf(base.trialorgstudyid, language);
    return {
      ...base,
      ...localized,
      trialphase: localizedPhase(base.trialphase, language),
      studytype: studyType[language],
      trialconditions: [localized.featuredcondition],
      triallatitude: locations[0]?.locationlatitude,
      triallongitude: locations[0]?.locationlongitude,
      clickUri: trialDetailsPath(base.trialorgstudyid, language),
      featuredeprurl: localizePath(path, language),
      locations,
    };
  });
}
