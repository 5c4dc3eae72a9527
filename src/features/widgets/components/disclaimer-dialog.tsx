import { Modal } from '../../../components/modal';
import type { Locale } from '../../../lib/locale';
import type { DisclaimerTarget } from './disclaimer-host';
import { disclaimerStrings } from './disclaimer-strings';

function hostOf(href: string): string {
  try {
    return new URL(href).host || href;
  } catch {
    return href;
  }
}

/** The disclaimer popup: where the link goes, and a choice to continue or stay. */
export default function DisclaimerDialog(props: {
  target: DisclaimerTarget;
  locale: Locale;
  onContinue: () => void;
  onClose: () => void;
}) {
  const t = disclaimerStrings(props.locale);
  const actions = (
    <>
      <button type="button" className="button" onClick={props.onClose}>
        {t.cancel}
      </button>
      <button type="button" className="button button--primary" onClick={props.onContinue}>
        {t.continue}
      </button>
    </>
  );
  return (
    <Modal
      open
      title={props.target.title || t.title}
      onClose={props.onClose}
      actions={actions}
      testId="disclaimer"
    >
      <p>{props.target.text || t.text}</p>
      <p>
        {t.destination} <strong>{hostOf(props.target.href)}</strong>
      </p>
    </Modal>
  );
}
