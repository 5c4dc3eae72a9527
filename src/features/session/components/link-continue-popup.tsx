import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import type { SessionSettings } from '../../../shared/content-model/session-fields';
import { linkContinueDismissed, linkContinued, type LinkPurpose } from '../session-slice';
import type { SessionStrings } from '../session-strings';

interface Props {
  fields: SessionSettings['linkContinue'];
  purpose: LinkPurpose;
  t: SessionStrings;
}

/**
 * A mailed sign-in or verification link asks before it is used: only Continue (a person's
 * deliberate click) spends it. Mail scanners load the page and run its scripts, but press
 * nothing, so they no longer use the person's link up. Closing keeps the link unused.
 */
export function LinkContinuePopup({ fields, purpose, t }: Props) {
  const dispatch = useAppDispatch();
  return (
    <Modal
      open
      title={fields?.title || t.linkTitle}
      onClose={() => dispatch(linkContinueDismissed())}
      testId={`link-continue-popup-${purpose}`}
      actions={
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => dispatch(linkContinued())}
        >
          {fields?.buttonText || t.linkContinue}
        </button>
      }
    >
      <p>{fields?.description || t.linkDescription}</p>
    </Modal>
  );
}
