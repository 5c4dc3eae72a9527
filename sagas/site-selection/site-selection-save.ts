import { call } from 'redux-saga/effects';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import type { JourneyPageView } from '../../src/features/journey/journey-ui-slice';
import type { ConfirmContext } from '../../src/features/site-selection/site-confirmation-slice';
import type { SiteSelectionState } from '../../src/features/site-selection/site-selection-slice';
import { addOrUpdatePatientSiteDetails } from '../../src/shared/contracts/contact-follow-ups';
import {
  addUpdateSiteProtocolToDataExtension,
  referralIdOf,
} from '../../src/shared/contracts/site-selection';
import type { ConsentAnswers } from '../../src/shared/domain/sites/confirm-flow';
import { keyedSiteWrite, QUEUE_ONLY, SITE_SAVE_POLICY, type WriteOutcome } from './site-selection-writes';

export type { ConfirmContext };

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

/** Step 3: the site saved for the enrolment (the site selection payload); waits until the server has it. */
export function* saveSite(ctx: ConfirmContext, key: string) {
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
    ...answered(ctx.answers),
  };
  const outcome: WriteOutcome = yield call(
    keyedSiteWrite,
    addOrUpdatePatientSiteDetails,
    { body },
    { group: ctx.enrollmentId, label: 'Study site', key },
    SITE_SAVE_POLICY,
    true,
  );
  return outcome;
}

/** Step 3: the site and protocol in the data extension; queued, the outbox delivers it. */
export function* writeDataExtension(ctx: ConfirmContext, key: string) {
  if (!ctx.guestRef) return;
  const info = ctx.site.protocolInfo;
  yield call(
    keyedSiteWrite,
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
        ...answered(ctx.answers),
      },
    },
    { group: ctx.enrollmentId, label: 'Study site details', key },
    QUEUE_ONLY,
    false,
  );
}
