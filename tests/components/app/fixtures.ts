import { siteSettingsSchema, type SiteSettings } from '../../../src/shared/content-model/site-settings';
import { studySettingsSchema, type StudySettings } from '../../../src/shared/content-model/study';
import { layoutResponseSchema, type LayoutResponse } from '../../../src/shared/contracts/content';
import type { PageComponent } from '../../../src/shared/content-model/page';

/** Site settings as the server sends them (validated by the real contract schema). */
export function siteSettings(
  language: 'en' | 'es' = 'en',
  overrides: Partial<SiteSettings> = {},
): SiteSettings {
  return siteSettingsSchema.parse({
    language,
    tenantKey: 'tenant-demo',
    siteSettingsId: 'site-1',
    baseUrl: 'https://trials.example.org',
    EnableGoogleRecaptcha: false,
    RemoveQueryParamList: 'utm_campaign&gclid',
    RetainQueryParamList: 'utm_source',
    resumeEnrollmentExpirationDays: 30,
    disableResumeJourney: false,
    enableSmsSendFeature: false,
    enableUcpmIntegration: false,
    sendMailingList: false,
    myProfileItemUrl: '/manage-my-profile',
    returningUserTimeInterval: 30,
    returningUserTimeValue: 'minutes',
    cookieTracker: { domain: 'example.org', cookieCategory: [] },
    languages: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
    header: {
      logoText: language === 'es' ? 'InvestigaciónClínica' : 'ClinicalResearch',
      logoAlt: language === 'es' ? 'Inicio de InvestigaciónClínica' : 'ClinicalResearch home',
      links: [{ label: language === 'es' ? 'Estudio de asma' : 'Asthma study', href: '/asthma-study' }],
    },
    footer: {
      copyright: '© [currentYear] ClinicalResearch, since [copyrightyear].',
      copyrightYear: 2019,
      links: [{ label: 'Demo mailbox', href: '/demo/mailbox' }],
    },
    mapsApiKeyConfigured: false,
    ...overrides,
  });
}

export function studySettings(key = 'asthma-study'): StudySettings {
  return studySettingsSchema.parse({
    key,
    language: 'en',
    studyName: 'Asthma control study',
    tenantKey: `tenant-${key}`,
    journeyType: '02',
    rootPath: `/${key}`,
    projectTherapeuticArea: 'Respiratory',
    protocols: ['P-1'],
    condition: 'Asthma',
    sponsor: 'Sponsor Inc.',
    siteSettingsId: 'site-1',
    enableScreenerLandingPage: false,
    isMultiTA: false,
    enableMultiCondition: false,
    callCenterNumber: { length: 10, pattern: '^\\d{10}$', prefix: '+1', default: '8005550100' },
  });
}

export const hero = (
  title = 'Research starts with people like you',
  extra: Record<string, unknown> = {},
): PageComponent => ({
  id: 'hero',
  name: 'HeroBanner',
  fields: {
    variant: 'herobannerv2',
    title,
    description: 'Find a study.',
    ctaText: 'Check if you qualify',
    ctaLink: '#pre-screener-wrapper',
    ...extra,
  },
});

export const richText = (heading = 'What to expect'): PageComponent => ({
  id: 'about',
  name: 'RichText',
  fields: { heading, paragraphs: ['First paragraph.', 'Second <b>paragraph</b>.'] },
});

export const studyList = (): PageComponent => ({
  id: 'studies',
  name: 'StudyList',
  fields: {
    title: 'Studies enrolling now',
    studies: [
      {
        title: 'Asthma control study',
        condition: 'Asthma',
        description: 'For adults.',
        link: '/asthma-study',
      },
      {
        title: 'Migraine study',
        condition: 'Migraine',
        description: 'For adults.',
        link: '/migraine-study?ref=list',
      },
    ],
  },
});

export const preScreener = (): PageComponent => ({
  id: 'pre-screener',
  name: 'PreScreenerIntro',
  fields: { title: 'See if you qualify', description: 'A few short questions.', ctaText: 'Start' },
});

export const notFound = (): PageComponent => ({
  id: 'not-found',
  name: 'NotFound',
  fields: {
    title: 'Page not found',
    description: 'We could not find that page.',
    linkText: 'Go home',
    linkHref: '/',
  },
});

export function layout(options: {
  path?: string;
  language?: 'en' | 'es';
  title?: string;
  isHome?: boolean;
  found?: boolean;
  studyKey?: string;
  components: PageComponent[];
}): LayoutResponse {
  const {
    path = '/',
    language = 'en',
    title = 'Home | ClinicalResearch',
    isHome = false,
    found = true,
  } = options;
  return layoutResponseSchema.parse({
    found,
    page: {
      id: found ? `page${path.replace(/\//g, '-')}` : 'not-found',
      path: found ? path : '/404',
      language,
      name: title,
      title,
      studyKey: options.studyKey,
      flags: { isHome },
      components: options.components,
    },
    study: options.studyKey ? studySettings(options.studyKey) : null,
  });
}
