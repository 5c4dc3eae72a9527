import type { SponsorConsent } from '../../../src/shared/contracts/site-info';
import {
  allowsSuccessCookie,
  isLifeLinkOn,
  sendsAppointmentStatus,
  shouldAskKiConsent,
  shouldAskLifeLinkConsent,
  shouldRedirectToLifeLink,
} from '../../../src/shared/domain/sites/confirm-flow';

const sponsor = (kiElementsConsent: boolean, lifeLinkConsent: boolean | null): SponsorConsent => ({
  kiElementsConsent,
  lifeLinkConsent,
});
const llSite = (isLifeLinkEnabled: boolean, siteDirectedSchedule = false, isHoldscheduling = false) => ({
  isLifeLinkEnabled,
  siteDirectedSchedule,
  isHoldscheduling,
});

describe('confirm flow decisions', () => {
  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, false, true, false],
    [true, true, false, false],
    [false, false, false, false],
  ])('step 1 KI consent: sponsor %p site %p protocol %p → %p', (ki, siteKi, protocolKi, expected) => {
    expect(
      shouldAskKiConsent(sponsor(ki, null), {
        isSiteKiElementsEnabled: siteKi,
        isProtocalKiElementsEnabled: protocolKi,
      }),
    ).toBe(expected);
  });

  it.each([
    ['all on', sponsor(false, true), llSite(true), true],
    ['sponsor setting off', sponsor(false, false), llSite(true), false],
    ['no sponsor setting', sponsor(false, null), llSite(true), false],
    ['site life-link off', sponsor(false, true), llSite(false), false],
    ['site-directed scheduling', sponsor(false, true), llSite(true, true), false],
    ['hold scheduling', sponsor(false, true), llSite(true, false, true), false],
  ])('step 2 life-link popup: %s', (_name, s, site, expected) => {
    expect(isLifeLinkOn(s, site)).toBe(expected);
    expect(shouldAskLifeLinkConsent(s, site)).toBe(expected);
  });

  it.each([
    ['not post-TOLL', false, 'Yes', sponsor(false, true), false],
    ['post-TOLL, Yes with the sponsor setting', true, 'Yes', sponsor(false, true), true],
    ['post-TOLL, No with the sponsor setting', true, 'No', sponsor(false, true), false],
    ['post-TOLL, not asked with the sponsor setting', true, null, sponsor(false, true), false],
    ['post-TOLL, no sponsor setting', true, null, sponsor(false, null), true],
    ['post-TOLL, sponsor setting off', true, null, sponsor(false, false), false],
    ['post-TOLL, sponsor setting off even with Yes', true, 'Yes', sponsor(false, false), false],
  ] as const)('step 4 redirect: %s', (_name, isPostTOLL, lifeLink, s, expected) => {
    expect(shouldRedirectToLifeLink({ isPostTOLL }, { lifeLink }, s)).toBe(expected);
  });

  it.each([
    ['01', sponsor(false, true), llSite(true), false],
    ['02', sponsor(false, true), llSite(true), true],
    ['03', sponsor(false, true), llSite(true), true],
    ['02', sponsor(false, true), llSite(false), false],
    ['03', sponsor(false, null), llSite(true), false],
    ['02', sponsor(false, true), llSite(true, true), false],
  ] as const)('step 5 appointment status: journey %s', (journey, s, site, expected) => {
    expect(sendsAppointmentStatus(journey, s, site)).toBe(expected);
  });

  it.each([
    ['/siteselectionsuccess', true],
    ['/es/SiteSelectionSuccess?x=1', true],
    ['/no-site-convenient/adult', false],
    ['', false],
  ])('step 6 cookie for %p → %p', (url, expected) => {
    expect(allowsSuccessCookie(url)).toBe(expected);
  });
});
