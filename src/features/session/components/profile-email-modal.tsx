import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import { scrollToAnchor } from '../../../components/scroll-to-anchor';
import { delay } from '../../../lib/clock';
import { withLocale, type Locale } from '../../../lib/locale';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import { emailError } from '../../../shared/domain/registration/email-rules';
import { profileEmailSubmitted, profileModalClosed, type EmailCheckState } from '../session-slice';
import type { SessionStrings } from '../session-strings';
import { PROFILE_EMAIL_FIELD_ID, ProfileEmailField } from './profile-email-field';

/** The registration section on home, scrolled to 100 ms after the navigation. */
export const REGISTRATION_ANCHOR = 'cr-registration';
export const SIGN_UP_SCROLL_DELAY_MS = 100;

interface Props {
  fields: NonNullable<SessionSettings['profileModal']> | undefined;
  t: SessionStrings;
  locale: Locale;
  check: EmailCheckState;
}

/** The email check's refusals, shown on the field. */
function serverErrorOf(check: EmailCheckState, fields: Props['fields'], t: SessionStrings): string | null {
  if (check === 'notFound') return fields?.emailExistErrorMessage || t.emailNotFound;
  if (check === 'failed') return fields?.errorMessage || t.emailCheckFailed;
  return null;
}

/** The profile modal's first step: the address, checked on blur, then asked of the server. */
export function ProfileEmailModal({ fields, t, locale, check }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const formatMessage = fields?.errorFormatMsg || t.errorFormatMsg;
  const validate = (value: string | undefined) =>
    emailError(value ?? '', { required: formatMessage, invalid: formatMessage }, fields?.emailRegex);
  const checking = check === 'checking';
  const close = () => dispatch(profileModalClosed());
  const signUp = () => {
    close();
    void navigate({ pathname: withLocale('/', locale), search, hash: `#${REGISTRATION_ANCHOR}` });
    void delay(SIGN_UP_SCROLL_DELAY_MS).then(() => scrollToAnchor(REGISTRATION_ANCHOR));
  };

  return (
    <Modal open title={fields?.title || t.profileTitle} onClose={close} testId="profile-modal">
      <p>{fields?.description || t.profileDescription}</p>
      <Form<{ email?: string }>
        onSubmit={(values) => {
          dispatch(profileEmailSubmitted({ email: values.email ?? '' }));
        }}
        render={({ handleSubmit, form }) => (
          <form
            className="profile-modal__form"
            noValidate
            onSubmit={(event) => {
              void handleSubmit(event);
              // A refused address: back to the field, its message is an alert.
              if (form.getState().hasValidationErrors)
                document.getElementById(PROFILE_EMAIL_FIELD_ID)?.focus();
            }}
            aria-busy={checking}
          >
            <ProfileEmailField
              label={fields?.emailLabel || t.emailLabel}
              placeholder={fields?.emailPlaceholder}
              validate={validate}
              serverError={serverErrorOf(check, fields, t)}
            />
            <p className="profile-modal__status" role="status">
              {checking ? t.checking : null}
            </p>
            <div className="modal__actions">
              <button type="button" className="button" onClick={signUp}>
                {fields?.signUpText || t.signUp}
              </button>
              <button type="submit" className="button button--primary" disabled={checking}>
                {fields?.submitText || t.submit}
              </button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
