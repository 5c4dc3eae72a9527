import { useField } from 'react-final-form';
import { useAppDispatch } from '../../../app/hooks';
import { profileEmailEdited } from '../session-slice';
import { usePersonalAutocomplete } from '../../../app/use-personal-autocomplete';

interface Props {
  label: string;
  placeholder?: string;
  validate: (value: string | undefined) => string | undefined;
  /** The server's refusal ('does not exist', generic error), shown until the address is edited. */
  serverError: string | null;
}

export const PROFILE_EMAIL_FIELD_ID = 'profile-modal-email';
const FIELD_ID = PROFILE_EMAIL_FIELD_ID;

/** The modal's email field: its format message once left (or after a submit), else the server's. */
export function ProfileEmailField({ label, placeholder, validate, serverError }: Props) {
  const personal = usePersonalAutocomplete();
  const dispatch = useAppDispatch();
  const { input, meta } = useField<string>('email', {
    validate,
    subscription: { value: true, error: true, touched: true, submitFailed: true },
    format: (value) => (typeof value === 'string' ? value : ''),
  });
  const formatError =
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
  const error = formatError ?? serverError;
  const errorId = `${FIELD_ID}-error`;
  return (
    <div className="profile-modal__field">
      <label htmlFor={FIELD_ID}>{label}</label>
      <input
        {...input}
        id={FIELD_ID}
        type="email"
        autoComplete={personal('email')}
        maxLength={254}
        placeholder={placeholder}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-autofocus
        onChange={(event) => {
          input.onChange(event);
          if (serverError) dispatch(profileEmailEdited());
        }}
      />
      {error ? (
        <p id={errorId} className="profile-modal__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
