import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { retrySubmitRequested, selectContactSubmit } from '../contact-form-slice';
import type { ContactFormStrings } from '../../../components/form/contact-form-strings';
import { selectContactSubmission } from '../contact-submission-slice';
import { SubmissionReceipt } from '../../../components/submission-receipt';
import { pendingText } from '../../../components/pending-strings';

/**
 * Where the submission stands, under the submit button: a polite status while it is checked,
 * sent or redirected; "saved on this device, will be sent" while offline (README
 * "Offline, in short"), or "our server had a problem" when the server answered with errors; an alert with a retry after a failure. Idle and aborted show nothing (the
 * spec's bot-check abort is silent).
 */
export function SubmitStatus({ t }: { t: ContactFormStrings }) {
  const dispatch = useAppDispatch();
  const { phase, because } = useAppSelector(selectContactSubmit);
  const submission = useAppSelector(selectContactSubmission);
  const message =
    phase === 'checking'
      ? t.checking
      : phase === 'submitting'
        ? t.submitting
        : phase === 'redirecting'
          ? t.redirecting
          : phase === 'saved-offline'
            ? pendingText(because, { offline: t.savedOffline, serverProblem: t.serverProblem })
            : null;
  return (
    <>
      {/* Always rendered so screen readers announce changes of its text. */}
      <p className="contact-form__status" role="status" data-phase={phase}>
        {message}
      </p>
      {/* The receipt of the contact details: saved on this device, then sent (ISSUE 9). */}
      {submission ? (
        <SubmissionReceipt entryIds={[submission.keys.patient, submission.keys.customerData]} />
      ) : null}
      {phase === 'failed' && (
        <div className="contact-form__failure" role="alert">
          <p>{t.failed}</p>
          <button type="button" className="button" onClick={() => dispatch(retrySubmitRequested())}>
            {t.retry}
          </button>
        </div>
      )}
    </>
  );
}
