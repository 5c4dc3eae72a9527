import type { SiteInfo, SponsorConsent } from '../../src/shared/contracts/site-info';

/** Sites and answers of the site-selection calls, shared by the saga and component tests. */

export function siteInfo(code: string, overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    siteCode: code,
    siteName: `Site ${code}`,
    siteAddress: '1 Main St',
    siteCity: 'Chicago',
    siteState: 'IL',
    siteCountry: 'US',
    siteZipCode: '60611',
    contactPhoneNumber: '',
    warmTransferNumber: '',
    latitude: 41.9,
    longitude: -87.6,
    radius: 50,
    distance: 1.2,
    tier: 1,
    isHybridSite: false,
    showEnrollSoon: false,
    notYetEnroll: false,
    isLifeLinkEnabled: false,
    siteDirectedSchedule: false,
    isHoldscheduling: false,
    isSiteKiElementsEnabled: false,
    isProtocalKiElementsEnabled: false,
    isSiteConfirmed: false,
    piName: '',
    eConsentUrl: '',
    siteStatus: 'Open',
    allowEmails: true,
    allowSms: true,
    ageCheckForLL: false,
    minAgeForLL: null,
    maxAgeForLL: null,
    isHumanAPIEnabled: false,
    isVirtual: false,
    isUserOptedKiElementConsent: null,
    isUserOptedLifeLinkConsent: null,
    protocolInfo: {
      protocol: 'P-1',
      studyName: 'Study',
      projectCode: '',
      nctid: '',
      sponsor: 'Sponsor',
      indication: '',
    },
    otSponsorId: '',
    protocolMDMID: '',
    parentSponsorMDMID: '',
    ucpmSponsorName: '',
    webUrl: '',
    ...overrides,
  };
}

export function searchAnswer(
  sites: SiteInfo[],
  sponsorConsent: SponsorConsent = { kiElementsConsent: false, lifeLinkConsent: null },
) {
  return {
    sitesData: sites,
    siteCount: sites.length,
    origin: { zipCode: '60611', state: 'IL', latitude: 41.89, longitude: -87.62 },
    sponsorConsent,
    studyKey: 'migraine-study',
    journeyType: '01',
  };
}

export const nextSteps = (overrides: Record<string, unknown> = {}) => ({
  nextStepUrl: '/siteselectionsuccess',
  isVirtual: false,
  isHumanAPIEnabledForVirtual: false,
  sitesData: [],
  appointmentStatus: 'Requested',
  isPostTOLL: false,
  appointmentDateTime: '',
  ...overrides,
});
