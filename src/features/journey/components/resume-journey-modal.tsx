import { Modal } from '../../../components/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { popupClosed, resumeConfirmed, selectJourneyUi } from '../journey-ui-slice';
import { useJourneyStrings } from './use-journey-locale';

/**
 * Case (a): an emailed link leads here. Nothing is adopted until the person confirms (mail
 * scanners open links too). Default title 'Resume Your Journey'.
 */
export function ResumeJourneyModal({ title }: { title?: string }) {
  const dispatch = useAppDispatch();
  const { popup, busy } = useAppSelector(selectJourneyUi);
  const { t } = useJourneyStrings();
  return (
    <Modal
      open={popup === 'resume-journey'}
      title={title ?? t.resumeTitle}
      onClose={() => dispatch(popupClosed())}
      testId="resume-journey-modal"
      actions={
        <>
          <button type="button" className="button" onClick={() => dispatch(popupClosed())} disabled={busy}>
            {t.resumeCancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => dispatch(resumeConfirmed())}
            disabled={busy}
          >
            {t.resumeConfirm}
          </button>
        </>
      }
    >
      <p>{t.resumeBody}</p>
    </Modal>
  );
}
