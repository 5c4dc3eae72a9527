import type { Language } from '../../../shared/content-model/language';
import type { StudySettingsInput } from '../../../shared/content-model/study';

type StudyBase = Omit<StudySettingsInput, 'language' | 'studyName' | 'condition'>;
type StudyText = Pick<StudySettingsInput, 'studyName' | 'condition'>;

const callCenterNumber = { length: 10, pattern: '^[0-9]{10}$', prefix: '+1', default: '8005550100' };

const common = {
  tenantKey: 'cr-demo',
  siteSettingsId: 'site-settings-cr-demo',
  sponsor: 'ClinicalResearch Demo Sponsor',
  otSponsorId: 'OT-DEMO-001',
  parentSponsorMDMID: 'MDM-DEMO-100',
  iqviaSponsorId: 'SPN-DEMO-001',
  dataControllerOrg: 'ClinicalResearch Demo Data Controller',
  isMultiTA: false,
  callCenterNumber,
} as const;

/** Journey 01: in-person sites, geolocation and the always-available resume. */
const migraine: StudyBase = {
  ...common,
  key: 'migraine-study',
  journeyType: '01',
  // Reported to the data platform: the same value in every language.
  projectTherapeuticArea: 'Neurology',
  rootPath: '/migraine-study',
  protocols: ['MIG-301'],
  protocolMDMID: 'PRT-MIG-301',
  protocolSettingsId: 'protocol-settings-mig-301',
  screenerKey: 'migraine-screener',
  contactFormKey: 'adult-contact-form',
  enableScreenerLandingPage: false,
  enableMultiCondition: false,
  siteCount: 3,
  // Both consent popups of the confirm flow (its steps 1 and 2) can appear.
  sponsorKiElementsConsent: true,
  sponsorLifeLinkConsent: true,
};

/** Journey 02: may end on a virtual (home-based) site. */
const asthma: StudyBase = {
  ...common,
  key: 'asthma-study',
  journeyType: '02',
  projectTherapeuticArea: 'Respiratory',
  rootPath: '/asthma-study',
  // AST-206 has no site yet: qualifying only for it sends the visitor on to the next condition.
  protocols: ['AST-204', 'AST-205', 'AST-206'],
  protocolMDMID: 'PRT-AST-204',
  protocolSettingsId: 'protocol-settings-ast-204',
  screenerKey: 'asthma-screener',
  contactFormKey: 'adult-contact-form',
  enableScreenerLandingPage: false,
  enableMultiCondition: true,
  nextConditionStudyPaths: ['/migraine-study', '/knee-oa-study'],
  // AST-204 and AST-205 enrol from age 12: a parent can take a child through the minor journey.
  acceptsMinors: true,
  siteCount: 3,
  // No sponsor life-link setting (sponsorLifeLinkConsent absent).
  sponsorKiElementsConsent: true,
};

/** Journey 03: questionnaire call-to-action; pre-screener banners stay on contact info. */
const kneeOa: StudyBase = {
  ...common,
  key: 'knee-oa-study',
  journeyType: '03',
  projectTherapeuticArea: 'Musculoskeletal',
  rootPath: '/knee-oa-study',
  protocols: ['KOA-310'],
  protocolMDMID: 'PRT-KOA-310',
  protocolSettingsId: 'protocol-settings-koa-310',
  screenerKey: 'knee-oa-screener',
  contactFormKey: 'adult-contact-form',
  enableScreenerLandingPage: true,
  enableMultiCondition: false,
  siteCount: 2,
  sponsorKiElementsConsent: true,
  sponsorLifeLinkConsent: false,
};

const text: Record<Language, Record<string, StudyText>> = {
  en: {
    'migraine-study': {
      studyName: 'Migraine Prevention Study',
      condition: 'Migraine',
    },
    'asthma-study': {
      studyName: 'Asthma Control Study',
      condition: 'Asthma',
    },
    'knee-oa-study': {
      studyName: 'Knee Osteoarthritis Pain Study',
      condition: 'Knee osteoarthritis',
    },
  },
  es: {
    'migraine-study': {
      studyName: 'Estudio de prevención de la migraña',
      condition: 'Migraña',
    },
    'asthma-study': {
      studyName: 'Estudio de control del asma',
      condition: 'Asma',
    },
    'knee-oa-study': {
      studyName: 'Estudio del dolor por artrosis de rodilla',
      condition: 'Artrosis de rodilla',
    },
  },
};

export const studiesSeed: StudySettingsInput[] = (['en', 'es'] as const).flatMap((language) =>
  [migraine, asthma, kneeOa].map((base) => {
    const localized = text[language][base.key];
    if (!localized) throw new Error(`No ${language} text for study ${base.key}`);
    return { ...base, ...localized, language };
  }),
);
