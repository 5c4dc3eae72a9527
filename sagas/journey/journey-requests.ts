import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  patientTypeChosen,
  selectJourney,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import {
  isPreviewMode,
  navigationRequested,
  resumeLinkRequestChanged,
  selectJourneyPage,
  type JourneyPageView,
} from '../../src/features/journey/journey-ui-slice';
import { linkWithAllowedQuery } from './journey-allowed-query';
import { sendResumeJourneyLink, updateParticipantType } from '../../src/shared/contracts/journey';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { PatientType } from '../../src/shared/domain/journey-roles';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { JourneyDeps } from './journey-deps';
import { awaitSiteSettings } from '../shared/site-settings';
import { enqueueJourneyWrite } from './journey-writes';

/** Participant-type question: Next reports the type (outbox), then goes to the option's link. */
export function* participantTypeFlow({ payload }: PayloadAction<{ patientType: PatientType; link: string }>) {
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  // Editors previewing the page only follow the link: nothing is reported.
  if (journey.enrollmentId && !isPreviewMode(page?.search)) {
    yield put(patientTypeChosen({ enrollmentId: journey.enrollmentId, patientType: payload.patientType }));
    yield call(
      enqueueJourneyWrite,
      updateParticipantType,
      {
        body: {
          potentialId: journey.potentialId ?? undefined,
          enrollmentId: journey.enrollmentId,
          tenantKey: journey.tenantKey ?? undefined,
          participantType: payload.patientType,
        },
      },
      { group: journey.enrollmentId, label: 'Participant type saved' },
    );
  }
  const settings: SiteSettings | null = yield call(awaitSiteSettings);
  const to = linkWithAllowedQuery(
    payload.link,
    page?.search ?? '',
    settings?.RetainQueryParamList ?? '',
    settings?.RemoveQueryParamList ?? '',
  );
  yield put(navigationRequested({ to }));
}

/** "Email me a link to continue later": SendResumeJourneyLink through the outbox. */
export function* resumeLinkRequestFlow(deps: JourneyDeps, { payload }: PayloadAction<{ email: string }>) {
  const journey: JourneyState = yield select(selectJourney);
  const page: JourneyPageView | null = yield select(selectJourneyPage);
  const { enrollmentId, guestRef, tenantKey, studyKey } = journey;
  if (!enrollmentId || !guestRef || !tenantKey || !studyKey || !page) {
    yield put(resumeLinkRequestChanged({ status: 'failed' }));
    return;
  }
  yield put(resumeLinkRequestChanged({ status: 'saving' }));
  const summary: OutboxEntrySummary | null = yield call(
    enqueueJourneyWrite,
    sendResumeJourneyLink,
    {
      body: {
        email: payload.email.trim(),
        enrollmentId,
        guestRef,
        tenantKey,
        studyKey,
        language: page.locale,
      },
    },
    { group: enrollmentId, label: 'Resume link requested' },
  );
  const status = summary === null ? 'failed' : deps.isOnline() ? 'sent' : 'queued';
  yield put(resumeLinkRequestChanged({ status }));
}
