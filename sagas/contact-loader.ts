import { importChunk } from './import-chunk';
import { call, select, take } from 'redux-saga/effects';
import { contactFormOpened, selectContactFormRef } from '../src/features/contact-form/contact-form-slice';
import { selectContactSubmission } from '../src/features/contact-form/contact-submission-slice';
import type { contactSaga } from './contact';
import type { ContactSagaDeps } from './contact-deps';

type ContactModule = { contactSaga: typeof contactSaga };

/**
 * The contact-form sagas live in their own chunk, downloaded when a contact form opens, or at
 * once when a submission persisted before a reload is still under way (it resumes wherever the
 * visitor is). The store starts the sagas only after rehydration, so the persisted submission is
 * already in the state here.
 */
export function* contactSagaLoader(overrides: Partial<ContactSagaDeps> = {}) {
  const open: ReturnType<typeof selectContactFormRef> = yield select(selectContactFormRef);
  const pending: ReturnType<typeof selectContactSubmission> = yield select(selectContactSubmission);
  if (!open && !pending) yield take(contactFormOpened.type);
  const loaded: ContactModule = yield call(importChunk, () => import('./contact'));
  yield call(loaded.contactSaga, overrides);
}
