import { Modal } from '../../../components/modal';
import type { ConsentPopup } from '../site-selection-slice';
import type { SiteSelectionStrings } from '../site-selection-strings';
import type { YesNo } from '../../../shared/contracts/site-info';

interface ConsentPopupsProps {
  popup: ConsentPopup | null;
  t: SiteSelectionStrings;
  onAnswer: (popup: ConsentPopup, answer: YesNo) => void;
  onDismiss: () => void;
}

/** Steps 1 and 2: the key-information consent and the life-link popups, Yes or No. */
export function ConsentPopups({ popup, t, onAnswer, onDismiss }: ConsentPopupsProps) {
  if (!popup) return null;
  const ki = popup === 'ki-consent';
  return (
    <Modal
      open
      title={ki ? t.kiConsentTitle : t.lifeLinkTitle}
      onClose={onDismiss}
      testId={ki ? 'site-ki-consent-modal' : 'site-life-link-modal'}
      actions={
        <>
          <button type="button" className="button" onClick={() => onAnswer(popup, 'No')}>
            {t.no}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => onAnswer(popup, 'Yes')}
            data-autofocus
          >
            {t.yes}
          </button>
        </>
      }
    >
      <p>{ki ? t.kiConsentText : t.lifeLinkText}</p>
    </Modal>
  );
}
