import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/modal';
import type { ExpiredLinkPopupFields } from '../../../shared/content-model/session-fields';
import { expiredLinkClosed, type LinkPurpose } from '../session-slice';
import type { SessionStrings } from '../session-strings';

interface Props {
  fields: ExpiredLinkPopupFields | undefined;
  purpose: LinkPurpose;
  t: SessionStrings;
}

/**
 * An expired (used, unknown) profile or community link: the configured title, description and button.
 * Continue goes to the configured link, unless 'use page URL' is set or no link is configured: then the
 * person stays on the page, whose address no longer has the token.
 */
export function ExpiredLinkPopup({ fields, purpose, t }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(expiredLinkClosed());
  const onContinue = () => {
    close();
    const link = fields?.link;
    if (fields?.usePageUrl || !link) return;
    if (link.startsWith('/') && !link.startsWith('//')) void navigate(link);
    else window.location.assign(link);
  };
  return (
    <Modal
      open
      title={fields?.title || t.expiredTitle}
      onClose={close}
      testId={`expired-link-popup-${purpose}`}
      actions={
        <button type="button" className="button button--primary" onClick={onContinue}>
          {fields?.buttonText || t.expiredButton}
        </button>
      }
    >
      <p>{fields?.description || t.expiredDescription}</p>
    </Modal>
  );
}
