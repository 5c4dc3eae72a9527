import type { SiteInfo, SponsorConsent, YesNo } from '../../contracts/site-info';
import type { JourneyType } from '../journey-types';

/*
 * The confirm flow's decisions, pure so every branch is tested in a table. The saga (sagas/site-selection/site-selection-confirm.ts) carries them out.
 */

export type KiSite = Pick<SiteInfo, 'isSiteKiElementsEnabled' | 'isProtocalKiElementsEnabled'>;
export type LifeLinkSite = Pick<SiteInfo, 'isLifeLinkEnabled' | 'siteDirectedSchedule' | 'isHoldscheduling'>;

/** Step 1: the sponsor asks key-information consent and both the site and the protocol enable it. */
export function shouldAskKiConsent(sponsor: SponsorConsent, site: KiSite): boolean {
  return sponsor.kiElementsConsent && site.isSiteKiElementsEnabled && site.isProtocalKiElementsEnabled;
}

/**
 * Step 2: life-link is on — the sponsor setting is on, the site enables life-link, and the site
 * neither schedules itself (site-directed) nor holds scheduling.
 */
export function isLifeLinkOn(sponsor: SponsorConsent, site: LifeLinkSite): boolean {
  return (
    sponsor.lifeLinkConsent === true &&
    site.isLifeLinkEnabled &&
    !site.siteDirectedSchedule &&
    !site.isHoldscheduling
  );
}

/** Step 2: the life-link popup is shown exactly when life-link is on. */
export function shouldAskLifeLinkConsent(sponsor: SponsorConsent, site: LifeLinkSite): boolean {
  return isLifeLinkOn(sponsor, site);
}

export interface ConsentAnswers {
  ki: YesNo | null;
  lifeLink: YesNo | null;
}

/**
 * Step 4: after a post-TOLL answer the browser goes to the life-link URL when the person said Yes
 * under the sponsor's life-link setting, or when the sponsor has no life-link setting at all.
 */
export function shouldRedirectToLifeLink(
  nextSteps: { isPostTOLL: boolean },
  answers: Pick<ConsentAnswers, 'lifeLink'>,
  sponsor: SponsorConsent,
): boolean {
  if (!nextSteps.isPostTOLL) return false;
  if (sponsor.lifeLinkConsent === null) return true;
  return sponsor.lifeLinkConsent && answers.lifeLink === 'Yes';
}

/** Step 5: journeys other than 01 send the appointment status when life-link is on. */
export function sendsAppointmentStatus(
  journeyType: JourneyType,
  sponsor: SponsorConsent,
  site: LifeLinkSite,
): boolean {
  return journeyType !== '01' && isLifeLinkOn(sponsor, site);
}

/** Step 6: the allowSiteSelectionSuccess cookie is set when the next step is the success page. */
export function allowsSuccessCookie(nextStepUrl: string): boolean {
  return nextStepUrl.toLowerCase().includes('siteselectionsuccess');
}
