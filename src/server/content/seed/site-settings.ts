import type { StoredSiteSettingsInput } from '../../../shared/content-model/site-settings';

/** What both languages share; only the visible text differs. */
const shared = {
  tenantKey: 'cr-demo',
  siteSettingsId: 'site-settings-cr-demo',
  siteName: 'ClinicalResearch',
  source: 'CR',
  baseUrl: 'http://localhost:8080',
  EnableGoogleRecaptcha: false,
  RemoveQueryParamList: 'resumeJourneyToken&myProfileToken&communityToken',
  RetainQueryParamList: 'utm_source&utm_medium&utm_campaign&utm_content&utm_term&loadType',
  resumeEnrollmentExpirationDays: 30,
  disableResumeJourney: false,
  enableSmsSendFeature: true,
  enableUcpmIntegration: false,
  sendMailingList: true,
  myProfileItemUrl: '/manage-my-profile',
  myProfilePath: '/manage-my-profile',
  sponsor: 'ClinicalResearch Demo Sponsor',
  otSponsorId: 'OT-DEMO-001',
  parentSponsorMDMID: 'MDM-DEMO-100',
  iqviaSponsorId: 'SPN-DEMO-001',
  dataControllerOrg: 'ClinicalResearch Demo Data Controller',
  returningUserTimeInterval: 24,
  returningUserTimeValue: 'hours',
  cookieTracker: {
    // Empty: host-only cookies, right for whatever host serves the demo.
    domain: '',
    cookieCategory: [
      { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
      { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
    ],
  },
  cookieExpiryDateInDays: 1,
  defaultLanguage: 'en',
  languages: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español' },
  ],
} satisfies Omit<StoredSiteSettingsInput, 'language' | 'header' | 'footer'>;

export const siteSettingsSeed: StoredSiteSettingsInput[] = [
  {
    ...shared,
    language: 'en',
    header: {
      logoText: 'ClinicalResearch',
      logoAlt: 'ClinicalResearch home',
      links: [
        { label: 'Migraine study', href: '/migraine-study' },
        { label: 'Asthma study', href: '/asthma-study' },
        { label: 'Knee osteoarthritis study', href: '/knee-oa-study' },
      ],
    },
    footer: {
      copyright: '© [currentYear] ClinicalResearch. All rights reserved.',
      links: [
        { label: 'Home', href: '/' },
        { label: 'Support', href: '/support' },
        { label: 'Demo mailbox', href: '/demo/mailbox' },
      ],
    },
  },
  {
    ...shared,
    language: 'es',
    header: {
      logoText: 'ClinicalResearch',
      logoAlt: 'Inicio de ClinicalResearch',
      links: [
        { label: 'Estudio de migraña', href: '/es/migraine-study' },
        { label: 'Estudio de asma', href: '/es/asthma-study' },
        { label: 'Estudio de artrosis de rodilla', href: '/es/knee-oa-study' },
      ],
    },
    footer: {
      copyright: '© [currentYear] ClinicalResearch. Todos los derechos reservados.',
      links: [
        { label: 'Inicio', href: '/es' },
        { label: 'Ayuda', href: '/es/support' },
        { label: 'Buzón de demostración', href: '/es/demo/mailbox' },
      ],
    },
  },
];
