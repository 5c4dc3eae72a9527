import type { SiteInfo } from '../../src/shared/contracts/site-info';

/**
 * A complete SiteInfo with plain defaults: a tier-1 physical site in Chicago with every option off. Tests set
 * what they are about.
 */
export function siteInfoFixture(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    siteCode: 'SITE-1',
    siteName: 'Site SITE-1',
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
