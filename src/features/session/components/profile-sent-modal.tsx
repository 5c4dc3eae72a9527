import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import {
  PROFILE_MAIL_LIMIT,
  profileModalClosed,
  profileResendRequested,
  type ProfileModalState,
} from '../session-slice';
import { fillTemplate, type SessionStrings } from '../session-strings';

interface Props {
  fields: NonNullable<SessionSettings['profileModal']> | undefined;
  t: SessionStrings;
  modal: ProfileModalState;
}

/**
 * The 'email sent' modal and the resend modal: Resend (hidden once PROFILE_MAIL_LIMIT mails
 * went) opens the resend modal and sends again; Done or close resets the counter and closes all.
 */
export function ProfileSentModal({ fields, t, modal }: Props) {
  const dispatch = useAppDispatch();
  const sent = modal.step === 'sent';
  const title = sent ? fields?.sentTitle || t.sentTitle : fields?.resendTitle || t.resendTitle;
  const description = sent
    ? fields?.sentDescription || t.sentDescription
    : fields?.resendDescription || t.resendDescription;
  const done = () => dispatch(profileModalClosed());
  return (
    <Modal
      // A new dialog for the resend modal: focus moves into it as it opens.
      key={modal.step}
      open
      title={title}
      onClose={done}
      testId={sent ? 'profile-sent-modal' : 'profile-resend-modal'}
      actions={
        <>
          {modal.sentCount < PROFILE_MAIL_LIMIT && (
            <button type="button" className="button" onClick={() => dispatch(profileResendRequested())}>
              {fields?.resendText || t.resend}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={done}>
            {fields?.doneText || t.done}
          </button>
        </>
      }
    >
      <p>{fillTemplate(description, { email: modal.email })}</p>
    </Modal>
  );
}
