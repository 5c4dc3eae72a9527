import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import { delay, now } from '../../../lib/clock';
import type { KioskSettings } from '../../../shared/content-model/kiosk-settings';
import { kioskContinued, kioskResetRequested } from '../kiosk-slice';
import { formatKioskCountdown, type KioskStrings } from '../kiosk-strings';

interface Props {
  /** When the device resets (epoch ms). */
  resetAt: number;
  content: KioskSettings | undefined;
  t: KioskStrings;
}

/** The time left, refreshed on each whole second until the end. */
function useRemaining(resetAt: number): number {
  const [remaining, setRemaining] = useState(() => resetAt - now());
  useEffect(() => {
    let active = true;
    const tick = async () => {
      while (active && resetAt - now() > 0) {
        await delay((resetAt - now()) % 1000 || 1000);
        if (active) setRemaining(resetAt - now());
      }
    };
    void tick();
    return () => {
      active = false;
    };
  }, [resetAt]);
  return remaining;
}

/**
 * The idle warning: the device is about to clear itself for the next person. Continue
 * keeps going; Finish clears it now. The visible countdown is not a live region (a screen reader
 * would read it every second); a status announces the last ten seconds once.
 */
export function KioskIdleWarning({ resetAt, content, t }: Props) {
  const dispatch = useAppDispatch();
  const remaining = useRemaining(resetAt);
  const onContinue = () => dispatch(kioskContinued());
  const time = formatKioskCountdown(remaining);
  const text = (content?.warningText || t.warningText).replace('[time]', time);
  return (
    <Modal
      open
      role="alertdialog"
      title={content?.warningTitle || t.warningTitle}
      onClose={onContinue}
      testId="kiosk-idle-warning"
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(kioskResetRequested({ cause: 'finish' }))}
          >
            {content?.finishLabel || t.finish}
          </button>
          <button type="button" className="button button--primary" onClick={onContinue} data-autofocus>
            {content?.continueLabel || t.continue}
          </button>
        </>
      }
    >
      <p className="kiosk-warning__text">{text}</p>
      <p className="kiosk-warning__countdown" aria-hidden="true" data-testid="kiosk-countdown">
        {time}
      </p>
      <p className="visually-hidden" role="status">
        {remaining <= 10_000 ? t.lastSeconds(10) : ''}
      </p>
    </Modal>
  );
}
