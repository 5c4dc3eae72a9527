import { call } from 'redux-saga/effects';
import type { JourneyState } from '../src/features/journey/journey-slice';
import type { JourneyPageView } from '../src/features/journey/journey-ui-slice';
import type {
  SiteSelectionRef,
  SiteSelectionState,
} from '../src/features/site-selection/site-selection-slice';
import { addOrUpdatePatientSiteDetails } from '../src/shared/contracts/contact-follow-ups';
import type { SiteInfo, SponsorConsent } from '../src/shared/contracts/site-info';
import { addUpdateSiteProtocolToDataExtension, referralIdOf } from '../src/shared/contracts/site-selection';
import type { GuestType } from '../src/shared/domain/journey-roles';
import type { ConsentAnswers } from '../src/shared/domain/sites/confirm-flow';
import type { SiteSelectionSagaDeps } from './site-selection-deps';
import {
  awaitWrite,
  queueWrite,
  SIDE_POLICY,
  SITE_SAVE_POLICY,
  type WriteOutcome,
} from './site-selection-writes';

/** What the confirm flow knows about the choice: the page, the enrolment and the site. */
export interface ConfirmContext {
  ref: SiteSelectionRef;
  site: SiteInfo;
  sponsor: SponsorConsent;
  enrollmentId: string;
  tenantKey: string;
  potentialId: string | null;
  guestRef: string | null;
  guestType: GuestType;
  /** The page's query string ('' or '?a=b'), carried to the life-link request. */
  search: string;
  /** The popups' answers (steps 1 and 2); null for a popup not shown. */
  answers: ConsentAnswers;
}

export function confirmContextOf(
  state: SiteSelectionState,
  journey: JourneyState,
  page: JourneyPageView | null,
): ConfirmContext | null {
  const site = state.selected.siteInfo;
  if (!state.ref || !site || !journey.enrollmentId) return null;
  return {
    ref: state.ref,
    site,
    sponsor: state.sponsorConsent,
    enrollmentId: journey.enrollmentId,
    tenantKey: journey.tenantKey ?? state.ref.tenantKey,
    potentialId: journey.potentialId,
    guestRef: journey.guestRef,
    guestType: journey.guestType,
    search: page?.search ?? '',
    answers: { ki: null, lifeLink: null },
  };
}

const answered = (answers: ConsentAnswers) => ({
  ...(answers.ki ? { isUserOptedKiElementConsent: answers.ki } : {}),
  ...(answers.lifeLink ? { isUserOptedLifeLinkConsent: answers.lifeLink } : {}),
});

/** Step 3: the site saved for the enrolment (§3.2 payload). True once the server has it. */
export function* saveSite(deps: SiteSelectionSagaDeps, ctx: ConfirmContext, answers: ConsentAnswers) {
  const key: string = yield call(deps.randomId);
  const body = {
    tenantKey: ctx.tenantKey,
    enrollmentId: ctx.enrollmentId,
    ...(ctx.potentialId ? { potentialId: ctx.potentialId } : {}),
    siteCode: ctx.site.siteCode,
    protocol: ctx.site.protocolInfo.protocol,
    isVirtual: ctx.site.isVirtual,
    journeyType: ctx.ref.journeyType,
    generateReferralId: false,
    referralId: referralIdOf(ctx.enrollmentId, ctx.site.siteCode),
    patientReferralStatus: 'New' as const,
    journeyStep: 'site-selection' as const,
    ...answered(answers),
  };
  const meta = { group: ctx.enrollmentId, label: 'Study site', key };
  let outcome: WriteOutcome = yield call(
    queueWrite,
    deps,
    addOrUpdatePatientSiteDetails,
    { body },
    meta,
    SITE_SAVE_POLICY,
  );
  if (outcome === 'pending') outcome = yield call(awaitWrite, deps, key);
  return outcome === 'delivered';
}

/** Step 3: the site and protocol in the data extension; beside the flow (the outbox delivers it). */
export function* writeDataExtension(
  deps: SiteSelectionSagaDeps,
  ctx: ConfirmContext,
  answers: ConsentAnswers,
) {
  if (!ctx.guestRef) return;
  const key: string = yield call(deps.randomId);
  const info = ctx.site.protocolInfo;
  yield call(
    queueWrite,
    deps,
    addUpdateSiteProtocolToDataExtension,
    {
      params: { guestRef: ctx.guestRef },
      query: { guestType: ctx.guestType },
      body: {
        tenantKey: ctx.tenantKey,
        enrollmentId: ctx.enrollmentId,
        siteCode: ctx.site.siteCode,
        protocol: info.protocol,
        referralId: referralIdOf(ctx.enrollmentId, ctx.site.siteCode),
        journeyType: ctx.ref.journeyType,
        studyName: info.studyName,
        sponsor: info.sponsor,
        ...answered(answers),
      },
    },
    { group: ctx.enrollmentId, label: 'Study site details', key },
    SIDE_POLICY,
  );
}
