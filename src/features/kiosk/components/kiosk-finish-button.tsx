import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { kioskResetRequested, selectKioskResetting } from '../kiosk-slice';

/** A person done at the kiosk clears it for the next one, without waiting for the idle reset. */
export function KioskFinishButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const dispatch = useAppDispatch();
  const resetting = useAppSelector(selectKioskResetting);
  return (
    <button
      type="button"
      className="button kiosk-bar__finish"
      disabled={resetting}
      onClick={() => dispatch(kioskResetRequested({ cause: 'finish' }))}
    >
      {resetting ? busyLabel : label}
    </button>
  );
}
