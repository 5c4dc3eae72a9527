import { draftSaved, type DraftsState } from '../../src/app/drafts-slice';
import {
  submissionStarted,
  type ContactSubmissionState,
} from '../../src/features/contact-form/contact-submission-slice';
import { lazyFeature } from '../lazy-feature';

// Both slices are persisted and restored whole: a state stored before a field existed lacks it.
const holdsPersonalData = (state: { drafts: DraftsState; contactSubmission: ContactSubmissionState }) =>
  Object.keys(state.drafts.byKey ?? {}).length > 0 || Boolean(state.contactSubmission.current);

/**
 * The expiry saga is its own chunk, downloaded only by a device that holds something to expire
 * (a draft or a contact submission, restored or new): a plain visit never loads it. It reads what
 * there is from the state, so the saves that triggered it need no handing over.
 */
export function* personalDataExpiryLoader() {
  yield* lazyFeature(
    [draftSaved.type, submissionStarted.type],
    () => import('./personal-data-expiry').then((loaded) => loaded.personalDataExpirySaga),
    { ready: holdsPersonalData },
  );
}
