import { useAppDispatch } from '../../../app/hooks';
import { profileModalOpened } from '../../session/session-slice';

/** A signed-out visitor: a short text and the button that opens the profile (sign-in) modal. */
export function SignedOutPrompt({ text, buttonText }: { text: string; buttonText: string }) {
  const dispatch = useAppDispatch();
  return (
    <div className="profile-signed-out">
      <p>{text}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch(profileModalOpened({ from: 'page' }))}
      >
        {buttonText}
      </button>
    </div>
  );
}
