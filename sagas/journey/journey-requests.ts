import { call, put, race, select, take } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { entryChanged } from '../../src/features/offline/outbox-slice';
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
import { awaitSiteSettings } from '../shared/site-settings';
import { enqueueJourneyWrite } from './journey-writes';
import { deliveredOf, failedOf } from '../outbox/outbox-wait';
import { service } from '../shared/saga-services';

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
export function* resumeLinkRequestFlow({ payload }: PayloadAction<{ email: string }>) {
  const isOnline = yield* service('isOnline');
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
  const status = summary === null ? 'failed' : isOnline() ? 'sent' : 'queued';
  yield put(resumeLinkRequestChanged({ status }));
  if (summary) yield call(followResumeLinkRequest, summary.id);
}

/** An attempt of the entry `id` that the server answered with an error (it stays queued). */
const serverErrorOf = (id: string) => (action: Action) =>
  action.type === entryChanged.type &&
  (action as ReturnType<typeof entryChanged>).payload.id === id &&
  (action as ReturnType<typeof entryChanged>).payload.state === 'saved' &&
  (action as ReturnType<typeof entryChanged>).payload.lastError?.status !== undefined;

const requestLeft = (action: Action) =>
  action.type === resumeLinkRequestChanged.type &&
  (action as ReturnType<typeof resumeLinkRequestChanged>).payload.status === 'idle';

/**
 * Until the outbox delivers or refuses the request (or the form is left): when an attempt meets a
 * server error the person is told the server had a problem and the request is kept, never that
 * they are offline, and that it was sent once it is delivered after all. Nothing is sent again here.
 */
function* followResumeLinkRequest(id: string) {
  let serverProblem = false;
  while (true) {
    const settled: { delivered?: Action; serverError?: Action } = yield race({
      delivered: take(deliveredOf(id)),
      failed: take(failedOf(id)),
      serverError: take(serverErrorOf(id)),
      left: take(requestLeft),
    });
    if (settled.delivered && serverProblem) yield put(resumeLinkRequestChanged({ status: 'sent' }));
    if (!settled.serverError) return;
    if (!serverProblem) yield put(resumeLinkRequestChanged({ status: 'queued', because: 'server' }));
    serverProblem = true;
  }
}
