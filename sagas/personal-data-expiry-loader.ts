import { importChunk } from './import-chunk';
import { call, select, take } from 'redux-saga/effects';
import { draftSaved, type DraftsState } from '../src/app/drafts-slice';
import {
  submissionStarted,
  type ContactSubmissionState,
} from '../src/features/contact-form/contact-submission-slice';
import type { personalDataExpirySaga } from './personal-data-expiry';

type ExpiryModule = { personalDataExpirySaga: typeof personalDataExpirySaga };

const holdsPersonalData = (state: { drafts?: DraftsState; contactSubmission?: ContactSubmissionState }) =>
  Object.keys(state.drafts?.byKey ?? {}).length > 0 || Boolean(state.contactSubmission?.current);

/**
 * The expiry saga is its own chunk, downloaded only by a device that holds something to expire
 * (a draft or a contact submission, restored or new): a plain visit never loads it.
 */
export function* personalDataExpiryLoader() {
  while (!((yield select(holdsPersonalData)) as boolean)) {
    yield take([draftSaved.type, submissionStarted.type]);
  }
  const loaded: ExpiryModule = yield call(importChunk, () => import('./personal-data-expiry'));
  yield call(loaded.personalDataExpirySaga);
}
