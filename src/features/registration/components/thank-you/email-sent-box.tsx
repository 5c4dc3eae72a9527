import type { RegistrationThankYouFields } from '../../../../shared/content-model/registration-fields';
import { withEmail } from '../../../../shared/domain/registration/thank-you-rules';
import type { RegistrationStrings } from '../../registration-strings';

interface EmailSentBoxProps {
  fields: RegistrationThankYouFields;
  email: string;
  canResend: boolean;
  busy: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
  t: RegistrationStrings;
}

/** The email-sent box: where the mail went, Resend (disabled at the limit) and Change email. */
export function EmailSentBox({
  fields,
  email,
  canResend,
  busy,
  onResend,
  onChangeEmail,
  t,
}: EmailSentBoxProps) {
  return (
    <div className="registration-thank-you__email-box" data-testid="email-sent-box">
      <h2 className="registration-thank-you__box-title">{fields.emailSentTitle || t.emailSentTitle}</h2>
      <p>{withEmail(fields.emailSentText || t.emailSentText, email)}</p>
      <div className="registration-thank-you__actions">
        <button type="button" className="button" onClick={onResend} disabled={!canResend || busy}>
          {fields.resendButtonText || t.resend}
        </button>
        <button type="button" className="button" onClick={onChangeEmail} disabled={busy}>
          {fields.changeEmailButtonText || t.changeEmail}
        </button>
      </div>
    </div>
  );
}
