import { Modal } from '../../../components/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { popupClosed, selectJourneyUi, type JourneyPopupKind } from '../journey-ui-slice';
import type { JourneyStrings } from '../journey-strings';
import { useJourneyStrings } from './use-journey-locale';

type OutcomeKind = Extract<JourneyPopupKind, 'completed' | 'terminated' | 'expired'>;

function textsOf(kind: OutcomeKind, t: JourneyStrings): { title: string; body: string } {
  switch (kind) {
    case 'completed':
      return { title: t.completedTitle, body: t.completedBody };
    case 'terminated':
      return { title: t.terminatedTitle, body: t.terminatedBody };
    case 'expired':
      return { title: t.expiredTitle, body: t.expiredBody };
  }
}

function isOutcomeKind(kind: JourneyPopupKind | null): kind is OutcomeKind {
  return kind === 'completed' || kind === 'terminated' || kind === 'expired';
}

/** Cases (b) and (c) and the expired link: one message and a Close button. */
export function ResumeOutcomePopup() {
  const dispatch = useAppDispatch();
  const { popup } = useAppSelector(selectJourneyUi);
  const { t } = useJourneyStrings();
  if (!isOutcomeKind(popup)) return null;
  const { title, body } = textsOf(popup, t);
  const close = () => dispatch(popupClosed());
  return (
    <Modal
      open
      title={title}
      onClose={close}
      testId={`${popup}-popup`}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {t.close}
        </button>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
