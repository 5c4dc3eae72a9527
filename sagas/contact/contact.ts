import { all, call } from 'redux-saga/effects';
import { contactCheckSaga } from './contact-check';
import { contactDefaults } from './contact-defaults';
import { contactModalsSaga } from './contact-modals';
import { contactSubmitSaga } from './contact-submit';
import { provideDefaults } from '../shared/saga-services';

/** The contact form: the debounced participant check, the submit pipeline and the modals' actions. */
export function* contactSaga() {
  yield* provideDefaults(contactDefaults);
  yield all([call(contactCheckSaga), call(contactSubmitSaga), call(contactModalsSaga)]);
}
