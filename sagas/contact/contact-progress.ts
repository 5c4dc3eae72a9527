import { put, select } from 'redux-saga/effects';
import { submitPhaseChanged, type SubmitPhase } from '../../src/features/contact-form/contact-form-slice';
import {
  selectContactSubmission,
  submissionEnded,
  type ContactSubmission,
} from '../../src/features/contact-form/contact-submission-slice';

/** The persisted submission a pipeline step works on, and how the pipeline stops. */

export function* currentSubmission(id: string) {
  const submission: ContactSubmission | null = yield select(selectContactSubmission);
  return submission?.id === id ? submission : null;
}

/** The pipeline stops: the submission is forgotten and the form shows `phase`. */
export function* endSubmission(id: string, phase: SubmitPhase, error: string | null = null) {
  yield put(submissionEnded({ id }));
  yield put(submitPhaseChanged({ phase, step: null, error }));
}

/** The guest reference the submission's writes use: a new visitor's is the one the check made. */
export function guestRefOf(s: ContactSubmission): string {
  const check = s.results.check;
  return check && !check.isReturningUser && check.potentialParticipantId
    ? check.potentialParticipantId
    : s.guestRef;
}
