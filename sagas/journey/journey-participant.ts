import { call, put, select } from 'redux-saga/effects';
import { addParticipant, type ParticipantRecord } from '../../src/shared/contracts/participant';
import {
  canContinueJourney,
  selectJourney,
  started,
  type HomePageStudy,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import type { Language } from '../../src/shared/content-model/language';
import { nowIso } from '../../src/lib/clock';
import { enqueueJourneyWrite } from './journey-writes';

export interface JourneyContext {
  language?: Language;
  rootPath?: string;
  randomId: () => string;
}

/** Continues the study's Partial journey, or starts a new enrolment (keeping the guest's ids). */
export function* ensureJourney(study: HomePageStudy, context: JourneyContext) {
  const journey: JourneyState = yield select(selectJourney);
  if (canContinueJourney(journey, study.key)) return journey;
  yield put(
    started({
      guestRef: journey.guestRef ?? context.randomId(),
      enrollmentId: context.randomId(),
      browserId: journey.browserId ?? context.randomId(),
      study,
      startedAt: nowIso(),
      language: context.language,
      rootPath: context.rootPath,
    }),
  );
  const fresh: JourneyState = yield select(selectJourney);
  return fresh;
}

export function participantRecordFor(journey: JourneyState, study: HomePageStudy): ParticipantRecord {
  return {
    potentialParticipant_ID: journey.guestRef ?? '',
    sessionStartDateTime: journey.sessionStartedAt ?? nowIso(),
    journeyStatus: journey.journeyStatus ?? 'Partial',
    journeyId: study.journeyType,
    tenantKey: study.tenantKey,
    enrollmentId: journey.enrollmentId ?? '',
    projectTherapeuticArea: study.projectTherapeuticArea,
    source: 'CR',
    dataControllerOrg: study.dataControllerOrg,
    potentialId: journey.potentialId ?? undefined,
  };
}

export function* enqueueParticipantRecord(journey: JourneyState, study: HomePageStudy) {
  yield call(
    enqueueJourneyWrite,
    addParticipant,
    { body: participantRecordFor(journey, study) },
    { group: journey.enrollmentId ?? 'participant', label: 'Visit recorded' },
  );
}
