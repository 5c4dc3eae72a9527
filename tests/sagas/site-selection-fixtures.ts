import type { SiteInfo, SponsorConsent } from '../../src/shared/contracts/site-info';
import { siteInfoFixture } from '../support/site-info-fixture';

/** Sites and answers of the site-selection calls, shared by the saga and component tests. */

export function siteInfo(code: string, overrides: Partial<SiteInfo> = {}): SiteInfo {
  return siteInfoFixture({ siteCode: code, siteName: `Site ${code}`, ...overrides });
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
