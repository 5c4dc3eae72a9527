import type { StudySite } from '../../shared/content-model/site';
import type { SiteInfo, YesNo } from '../../shared/contracts/site-info';

/** What the ranking adds to a content site: its distance from the person and its tier for them. */
export interface SitePlacement {
  distance: number | null;
  tier: 1 | 2;
}

export interface SiteConsents {
  isUserOptedKiElementConsent: YesNo | null;
  isUserOptedLifeLinkConsent: YesNo | null;
}

const NO_CONSENTS: SiteConsents = { isUserOptedKiElementConsent: null, isUserOptedLifeLinkConsent: null };

/**
 * A content site as the browser sees it. The study staff's e-mail addresses stay here: SiteInfo has no field
 * for them.
 */
export function siteInfoOf(
  site: StudySite,
  placement: SitePlacement,
  consents: SiteConsents = NO_CONSENTS,
): SiteInfo {
  return {
    siteCode: site.siteCode,
    siteName: site.siteName,
    siteAddress: site.siteAddress,
    siteCity: site.siteCity,
    siteState: site.siteState,
    siteCountry: site.siteCountry,
    siteZipCode: site.siteZipCode,
    contactPhoneNumber: site.contactPhoneNumber ?? '',
    warmTransferNumber: site.warmTransferNumber ?? '',
    latitude: site.latitude,
    longitude: site.longitude,
    radius: site.radius ?? null,
    distance: placement.distance,
    tier: placement.tier,
    isHybridSite: site.isHybridSite,
    showEnrollSoon: site.showEnrollSoon,
    notYetEnroll: site.notYetEnroll,
    isLifeLinkEnabled: site.isLifeLinkEnabled,
    siteDirectedSchedule: site.siteDirectedSchedule,
    isHoldscheduling: site.isHoldscheduling,
    isSiteKiElementsEnabled: site.isSiteKiElementsEnabled,
    isProtocalKiElementsEnabled: site.isProtocalKiElementsEnabled,
    isSiteConfirmed: site.isSiteConfirmed,
    piName: site.piName ?? '',
    eConsentUrl: site.eConsentUrl ?? '',
    siteStatus: site.siteStatus,
    allowEmails: site.allowEmails,
    allowSms: site.allowSms,
    ageCheckForLL: site.ageCheckForLL,
    minAgeForLL: site.minAgeForLL ?? null,
    maxAgeForLL: site.maxAgeForLL ?? null,
    isHumanAPIEnabled: site.isHumanAPIEnabled,
    isVirtual: site.isVirtual,
    ...consents,
    protocolInfo: {
      protocol: site.protocolInfo.protocol,
      studyName: site.protocolInfo.studyName,
      projectCode: site.protocolInfo.projectCode ?? '',
      nctid: site.protocolInfo.nctid ?? '',
      sponsor: site.protocolInfo.sponsor,
      indication: site.protocolInfo.indication,
    },
    otSponsorId: site.otSponsorId ?? '',
    protocolMDMID: site.protocolMDMID ?? '',
    parentSponsorMDMID: site.parentSponsorMDMID ?? '',
    ucpmSponsorName: site.ucpmSponsorName ?? '',
    webUrl: site.webUrl ?? '',
  };
}
