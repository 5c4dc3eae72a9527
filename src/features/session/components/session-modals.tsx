import { useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import {
  selectExpiredLink,
  selectIdlePrompt,
  selectLinkContinue,
  selectProfileModal,
} from '../session-slice';
import { sessionStrings } from '../session-strings';
import { ExpiredLinkPopup } from './expired-link-popup';
import { IdlePrompt } from './idle-prompt';
import { LinkContinuePopup } from './link-continue-popup';
import { ProfileEmailModal } from './profile-email-modal';
import { ProfileSentModal } from './profile-sent-modal';
import '../session-modals.css';

/** Every session popup; this chunk is loaded only when one opens. */
export default function SessionModals({
  content,
  locale,
}: {
  content: SessionSettings | undefined;
  locale: Locale;
}) {
  const modal = useAppSelector(selectProfileModal);
  const linkContinue = useAppSelector(selectLinkContinue);
  const expired = useAppSelector(selectExpiredLink);
  const idle = useAppSelector(selectIdlePrompt);
  const t = sessionStrings(locale);
  return (
    <>
      {modal.step === 'enterEmail' && (
        <ProfileEmailModal fields={content?.profileModal} t={t} locale={locale} check={modal.check} />
      )}
      {(modal.step === 'sent' || modal.step === 'resend') && (
        <ProfileSentModal fields={content?.profileModal} t={t} modal={modal} />
      )}
      {linkContinue && <LinkContinuePopup fields={content?.linkContinue} purpose={linkContinue} t={t} />}
      {expired && (
        <ExpiredLinkPopup
          fields={
            (expired === 'community' ? content?.communityExpiredLink : undefined) ?? content?.expiredLink
          }
          purpose={expired}
          t={t}
        />
      )}
      {idle && <IdlePrompt fields={content?.idlePrompt} t={t} signOutAt={idle.signOutAt} />}
    </>
  );
}
