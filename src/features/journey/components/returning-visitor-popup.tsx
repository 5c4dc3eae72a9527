import { Modal } from '../../../components/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { popupClosed, resumeChosen, selectJourneyUi, startOverChosen } from '../journey-ui-slice';
import { useJourneyStrings } from './use-journey-locale';

/**
 * Returning visitor (Partial, a saved step, the home page, the same language): resume or
 * start over. The person must choose, so Escape does not dismiss it.
 */
export function ReturningVisitorPopup() {
  const dispatch = useAppDispatch();
  const { popup, busy } = useAppSelector(selectJourneyUi);
  const { t } = useJourneyStrings();
  return (
    <Modal
      open={popup === 'resume-or-start-over'}
      title={t.returningTitle}
      dismissible={false}
      onClose={() => dispatch(popupClosed())}
      testId="resume-or-start-over-popup"
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(startOverChosen())}
            disabled={busy}
          >
            {t.returningStartOver}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => dispatch(resumeChosen())}
            disabled={busy}
          >
            {t.returningResume}
          </button>
        </>
      }
    >
      <p>{t.returningBody}</p>
    </Modal>
  );
}
