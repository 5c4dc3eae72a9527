import type { StudySite } from '../../shared/content-model/site';
import type { JourneyType } from '../../shared/content-model/study';
import { SITE_SELECTION_SUCCESS_PATH } from '../../shared/domain/site-selection-success-path';
import type { ContactNextStepKind } from '../../shared/contracts/contact';
import { lookUpZip } from '../../shared/domain/contact-form/zip-table';
import type { PatientType } from '../../shared/domain/journey-roles';
import { stepUrl, type StepStudy } from '../../shared/domain/journey-steps';

/*
 * Where a visitor goes after the contact form (the outcome pages; the submit flow's step 5 "fetch
 * next steps, then redirect"), decided from the open sites that run a qualified protocol:
 *
 *  - In reach: a virtual site always; a physical site when the visitor's zip is absent or not in the
 *    bundled zip table (nothing to exclude it by), or when the zip's state is the site's state.
 *  - No site in reach → no-site-available (/no-site-available/{type}).
 *  - Sites in reach but every one holds scheduling (isHoldscheduling: it takes no more
 *    participants) → max capacity (/no-site-available-max-capacity/{type}).
 *  - Otherwise site selection: the server picks the in-reach sites that take participants (tier 1
 *    first, at most the study's siteCount) and the visitor goes to the study's site-selection page
 *    ({root}/site-selection/{type}), where the person chooses a site (GET /api/sites/Search).
 */

export const NO_SITE_AVAILABLE_PATH = '/no-site-available';
export const MAX_CAPACITY_PATH = '/no-site-available-max-capacity';

export function isInReach(site: StudySite, zipCode: string | undefined): boolean {
  if (site.isVirtual) return true;
  const place = zipCode ? lookUpZip(zipCode) : null;
  if (!place) return true;
  return site.siteState.trim().toUpperCase() === place.state;
}

export interface ContactNextStep {
  kind: ContactNextStepKind;
  nextStepUrl: string;
  sites: StudySite[];
}

/** `sites`: the open sites of the qualified protocols, tier 1 first (sitesForProtocols). */
export function decideContactNextStep(
  sites: readonly StudySite[],
  zipCode: string | undefined,
  patientType: PatientType,
  study: StepStudy & { siteCount: number; journeyType?: JourneyType },
): ContactNextStep {
  const inReach = sites.filter((site) => isInReach(site, zipCode));
  if (inReach.length === 0) {
    return { kind: 'no-site-available', nextStepUrl: `${NO_SITE_AVAILABLE_PATH}/${patientType}`, sites: [] };
  }
  const open = inReach.filter((site) => !site.isHoldscheduling);
  if (open.length === 0) {
    return { kind: 'max-capacity', nextStepUrl: `${MAX_CAPACITY_PATH}/${patientType}`, sites: [] };
  }
  const sitesOffered = open.slice(0, study.siteCount);
  // A virtual result on journeys 02 and 03 has nothing to choose: the contact saga saves the
  // virtual site and the person goes straight to the success page.
  const virtualResult =
    open.every((site) => site.isVirtual) && (study.journeyType === '02' || study.journeyType === '03');
  return {
    kind: 'site-selection',
    nextStepUrl: virtualResult ? SITE_SELECTION_SUCCESS_PATH : stepUrl('site-selection', study, patientType),
    sites: sitesOffered,
  };
}
