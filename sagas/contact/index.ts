import { contactFormOpened } from '../../src/features/contact-form/contact-form-events';
import type { ContactFormState } from '../../src/features/contact-form/contact-form-slice';
import { selectContactSubmission } from '../../src/features/contact-form/contact-submission-slice';
import { lazyFeature } from '../lazy-feature';

type State = { contactForm?: ContactFormState } & Parameters<typeof selectContactSubmission>[0];

/**
 * The contact-form sagas live in their own chunk, downloaded when a contact form opens, or at
 * once when a submission persisted before a reload is still under way (it resumes wherever the
 * visitor is). The store starts the sagas only after rehydration, so the persisted submission is
 * already in the state here; the sagas read the open form from the state when they start.
 */
export function* contactSagaLoader() {
  yield* lazyFeature(contactFormOpened.type, () => import('./contact').then((loaded) => loaded.contactSaga), {
    ready: (state: State) => Boolean(state.contactForm?.form || selectContactSubmission(state)),
  });
}
