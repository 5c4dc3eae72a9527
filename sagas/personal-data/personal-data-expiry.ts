import { call, put, race, select, take } from 'redux-saga/effects';
import { draftsExpired } from '../../src/app/drafts-slice';
import { contactSubmissionExpired } from '../../src/features/contact-form/contact-submission-slice';
import {
  selectSiteSettings,
  siteSettingsReceived,
} from '../../src/features/site-settings/site-settings-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS } from '../../src/shared/domain/journey-expiry';
import { delay as clockDelay, now as clockNow } from '../../src/lib/clock';
import { provideDefaults, services } from '../shared/saga-services';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A kiosk or a tab left open for days still drops what the window no longer covers. */
export const EXPIRY_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The start of the resume window: anything saved before it can no longer be resumed. */
export function resumeWindowStart(
  settings: Pick<SiteSettings, 'resumeEnrollmentExpirationDays'>,
  at: number,
) {
  const days = settings.resumeEnrollmentExpirationDays ?? DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS;
  return new Date(at - days * DAY_MS).toISOString();
}

/**
 * Personal data kept on this device (form drafts, a contact submission whose writes are already
 * in the outbox) does not outlive the site's resume window (resumeEnrollmentExpirationDays).
 * Runs after rehydration (the root saga starts then), once the site settings say how long the
 * window is (a guessed default could drop a draft a longer window still covers), again whenever
 * they change, and on a timer.
 */
export function* personalDataExpirySaga() {
  yield* provideDefaults({ now: () => clockNow, delay: () => clockDelay });
  const { now, delay } = yield* services('now', 'delay');
  let settings: SiteSettings | null = yield select(selectSiteSettings);
  while (true) {
    if (settings) {
      const before = resumeWindowStart(settings, now());
      yield put(draftsExpired({ before }));
      yield put(contactSubmissionExpired({ before }));
    }
    const next: { received?: ReturnType<typeof siteSettingsReceived> } = yield race({
      received: take(siteSettingsReceived.type),
      timer: call(delay, EXPIRY_CHECK_INTERVAL_MS),
    });
    if (next.received) settings = next.received.payload;
  }
}
