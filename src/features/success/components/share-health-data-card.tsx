import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import type { SuccessPageFields } from '../../../shared/content-model/success-page-fields';
import { DEFAULT_HAPI_ATTEMPTS } from '../../../shared/domain/sites/health-data-attempts';
import {
  healthDataCardShown,
  healthDataModalDismissed,
  healthDataShareClicked,
  selectHealthData,
} from '../health-data-slice';
import type { SuccessStrings } from '../success-strings';
import type { TextOf } from './success-text';

interface ShareHealthDataCardProps {
  fields: SuccessPageFields;
  strings: SuccessStrings;
  text: TextOf;
  language: 'en' | 'es';
  /** Preview and page-editing modes: shown, but the button calls nothing. */
  preview: boolean;
}

/** The share-your-health-data card and its modals. */
export function ShareHealthDataCard({ fields, strings, text, language, preview }: ShareHealthDataCardProps) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const state = useAppSelector(selectHealthData);
  useEffect(() => {
    if (!preview) dispatch(healthDataCardShown());
  }, [dispatch, preview]);
  const busy = state.status === 'waiting' || state.status === 'connecting';
  // The button is disabled (and loses the focus) while the provider's dialog is open: once that
  // closes, focus that was left nowhere goes back to the button that opened it.
  const shareButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasBusy.current && !busy && lost) shareButton.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  const onShare = () => {
    if (preview) return;
    const maxAttempts = fields.healthDataAttempts ?? DEFAULT_HAPI_ATTEMPTS;
    dispatch(healthDataShareClicked({ maxAttempts, preview, language }));
  };
  const close = () => dispatch(healthDataModalDismissed());
  const statusText =
    state.status === 'connected'
      ? text(fields.shareHealthDataConnected, strings.shareHealthDataConnected)
      : state.status === 'closed'
        ? strings.shareHealthDataClosed
        : '';
  const closeButton = (
    <button type="button" className="button button--primary" onClick={close}>
      {strings.close}
    </button>
  );
  return (
    <section className="success-card share-health-data" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(fields.shareHealthDataHeading, strings.shareHealthDataHeading)}</h2>
      <p>{text(fields.shareHealthDataDescription, strings.shareHealthDataDescription)}</p>
      <button
        ref={shareButton}
        type="button"
        className="button button--primary"
        onClick={onShare}
        disabled={state.usedUp || busy}
        aria-busy={busy}
      >
        {text(fields.shareHealthDataButton, strings.shareHealthDataButton)}
      </button>
      <p className="share-health-data__status" role="status">
        {statusText}
      </p>
      <Modal
        open={state.modal === 'waiting'}
        title={text(fields.shareHealthDataHeading, strings.shareHealthDataHeading)}
        onClose={() => undefined}
        dismissible={false}
        testId="health-data-waiting"
      >
        <p role="status" className="share-health-data__waiting">
          <span className="spinner" aria-hidden="true" />
          {text(fields.shareHealthDataWaiting, strings.shareHealthDataWaiting)}
        </p>
      </Modal>
      <Modal
        open={state.modal === 'error'}
        title={text(fields.shareHealthDataErrorHeadline, strings.shareHealthDataErrorHeadline)}
        onClose={close}
        actions={closeButton}
        testId="health-data-error"
      >
        <p>{text(fields.shareHealthDataErrorMessage, strings.shareHealthDataErrorMessage)}</p>
      </Modal>
      <Modal
        open={state.modal === 'unavailable'}
        title={text(fields.shareHealthDataUnavailableHeadline, strings.shareHealthDataUnavailableHeadline)}
        onClose={close}
        actions={closeButton}
        testId="health-data-unavailable"
      >
        <p>{text(fields.shareHealthDataUnavailableMessage, strings.shareHealthDataUnavailableMessage)}</p>
      </Modal>
    </section>
  );
}
