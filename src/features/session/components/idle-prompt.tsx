import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import { delay, now } from '../../../lib/clock';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import { announcedMinutes, formatCountdown } from '../idle-countdown';
import { idleContinued, signOutRequested } from '../session-slice';
import { fillTemplate, type SessionStrings } from '../session-strings';

interface Props {
  fields: SessionSettings['idlePrompt'];
  t: SessionStrings;
  /** When the idle sign-out happens (epoch ms). */
  signOutAt: number;
}

/** The time left, refreshed on each whole second until the end ("refreshed every second"). */
function useRemaining(signOutAt: number): number {
  const [remaining, setRemaining] = useState(() => signOutAt - now());
  useEffect(() => {
    let active = true;
    const tick = async () => {
      while (active && signOutAt - now() > 0) {
        await delay((signOutAt - now()) % 1000 || 1000);
        if (active) setRemaining(signOutAt - now());
      }
    };
    void tick();
    return () => {
      active = false;
    };
  }, [signOutAt]);
  return remaining;
}

/**
 * The idle prompt: a countdown in minutes and seconds, Continue and Sign out. The visible
 * countdown is not a live region; a polite status says the minutes, so it changes once a minute.
 */
export function IdlePrompt({ fields, t, signOutAt }: Props) {
  const dispatch = useAppDispatch();
  const remaining = useRemaining(signOutAt);
  const onContinue = () => dispatch(idleContinued());
  const time = formatCountdown(remaining);
  const minutes = announcedMinutes(remaining);
  return (
    <Modal
      open
      title={fields?.title || t.idleTitle}
      onClose={onContinue}
      testId="idle-prompt"
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(signOutRequested({ reason: 'user' }))}
          >
            {fields?.signOutText || t.idleSignOut}
          </button>
          <button type="button" className="button button--primary" onClick={onContinue} data-autofocus>
            {fields?.continueText || t.idleContinue}
          </button>
        </>
      }
    >
      <p className="idle-prompt__text">{fillTemplate(fields?.description || t.idleDescription, { time })}</p>
      <p className="visually-hidden" role="status">
        {minutes > 1
          ? fillTemplate(t.idleAnnouncement, { minutes: String(minutes) })
          : t.idleAnnouncementLastMinute}
      </p>
    </Modal>
  );
}
