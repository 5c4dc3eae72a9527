import { all, call } from 'redux-saga/effects';
import { contactCheckSaga } from './contact-check';
import { contactDeps, type ContactSagaDeps } from './contact-deps';
import { contactModalsSaga } from './contact-modals';
import { contactSubmitSaga } from './contact-submit';

/** The contact form: the debounced participant check, the submit pipeline and the modals' actions. */
export function* contactSaga(overrides: Partial<ContactSagaDeps> = {}) {
  const deps = contactDeps(overrides);
  yield all([call(contactCheckSaga, deps), call(contactSubmitSaga, deps), call(contactModalsSaga, deps)]);
}
