import type { RegistrationThankYouFields } from '../../../../shared/content-model/registration-fields';
import type { ThankYouTextKind } from '../../../../shared/domain/registration/thank-you-rules';
import type { SubmitStatus } from '../../registration-slice';
import type { RegistrationStrings } from '../../registration-strings';
import { SubmissionReceipt } from '../../../../components/submission-receipt';
import { pendingText } from '../../../../components/pending-strings';
import type { PendingCause } from '../../../../shared/outbox/pending-cause';

interface ThankYouMessageProps {
  fields: RegistrationThankYouFields;
  submit: SubmitStatus;
  /** While queued: 'server' when the server answered with errors. */
  because?: PendingCause;
  kind: ThankYouTextKind;
  t: RegistrationStrings;
}

/**
 * The thank-you text first, the resend text after a resend, the update text after a change;
 * instead of them the emailExists message when the server found the address registered already,
 * and the offline notice while the registration waits on this device (the server-problem text
 * instead when the server answered with errors).
 */
export function ThankYouMessage({ fields, submit, because, kind, t }: ThankYouMessageProps) {
  if (submit === 'emailExists' || submit === 'failed') {
    const message =
      submit === 'emailExists'
        ? fields.registrationEmailExistsMessage || t.registrationEmailExists
        : t.registrationFailed;
    return (
      <p role="alert" className="registration-thank-you__text registration__error">
        {message}
      </p>
    );
  }
  const texts: Record<ThankYouTextKind, string> = {
    thankYou: fields.thankYouText || t.thankYouText,
    resend: fields.resendText || t.resendText,
    update: fields.updateText || t.updateText,
  };
  return (
    <div role="status" className="registration-thank-you__text">
      <p data-text-kind={kind}>{texts[kind]}</p>
      {submit === 'queued' ? (
        <p className="registration-thank-you__offline">
          {pendingText(because, {
            offline: fields.offlineText || t.savedOffline,
            serverProblem: t.serverProblem,
          })}
        </p>
      ) : null}
      {/* The registration's receipt (label from sagas/registration/registration-submit): saved here, then sent. */}
      {submit === 'queued' || submit === 'sent' ? (
        <SubmissionReceipt label="registration" live={false} />
      ) : null}
    </div>
  );
}
