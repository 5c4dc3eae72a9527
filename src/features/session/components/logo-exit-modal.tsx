import { Modal } from '../../../components/modal';
import type { Locale } from '../../../lib/locale';
import type { LogoExitPopupFields } from '../../../shared/content-model/session-fields';
import { sessionStrings } from '../session-strings';

/** "Logo click": the route's exit popup; Leave goes home, Cancel stays. */
export default function LogoExitModal(props: {
  fields: LogoExitPopupFields | undefined;
  locale: Locale;
  onLeave: () => void;
  onCancel: () => void;
}) {
  const t = sessionStrings(props.locale);
  const { fields } = props;
  return (
    <Modal
      open
      title={fields?.title || t.exitTitle}
      onClose={props.onCancel}
      testId="logo-exit-popup"
      actions={
        <>
          <button type="button" className="button" onClick={props.onCancel}>
            {fields?.cancelText || t.exitCancel}
          </button>
          <button type="button" className="button button--primary" onClick={props.onLeave}>
            {fields?.leaveText || t.exitLeave}
          </button>
        </>
      }
    >
      <p>{fields?.description || t.exitDescription}</p>
    </Modal>
  );
}
