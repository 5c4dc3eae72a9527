import type { SiteInfo } from '../../../src/shared/contracts/site-info';
import { siteInfoFixture } from '../../support/site-info-fixture';

/** A complete SiteInfo for component tests; `patch` sets what a test is about. */
export function siteInfo(patch: Partial<SiteInfo> & { siteCode: string; siteName: string }): SiteInfo {
  return siteInfoFixture({
    contactPhoneNumber: '312-555-0100',
    latitude: 41.8925,
    longitude: -87.6262,
    distance: null,
    isSiteConfirmed: true,
    piName: 'Dr. Lee',
    protocolInfo: {
      protocol: 'MIG-301',
      studyName: 'Migraine study',
      projectCode: 'P1',
      nctid: 'NCT0000001',
      sponsor: 'Acme',
      indication: 'Migraine, Chronic migraine',
    },
    ucpmSponsorName: 'Acme',
    ...patch,
  });
}
