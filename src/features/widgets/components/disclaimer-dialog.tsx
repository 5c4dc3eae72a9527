import { Modal } from '../../../components/modal';
import type { Locale } from '../../../lib/locale';
import type { ExitDisclaimerFields } from '../../../shared/content-model/page-widget-fields';
import type { DisclaimerTarget } from './disclaimer-host';
import { disclaimerStrings } from './disclaimer-strings';
import './disclaimer-dialog.css';

function hostOf(href: string): string {
  try {
    return new URL(href).host || href;
  } catch {
    return href;
  }
}

/**
 * The disclaimer popup: where the link goes, and a choice to continue or stay. The texts come
 * from the link's data attributes, else the page's ExitDisclaimer content, else the built-ins.
 */
export default function DisclaimerDialog(props: {
  target: DisclaimerTarget;
  config?: ExitDisclaimerFields | null;
  locale: Locale;
  onContinue: () => void;
  onClose: () => void;
}) {
  const t = disclaimerStrings(props.locale);
  const config: Partial<ExitDisclaimerFields> = props.config ?? {};
  const actions = (
    <>
      <button type="button" className="button" onClick={props.onClose}>
        {config.cancelText ?? t.cancel}
      </button>
      <button type="button" className="button button--primary" onClick={props.onContinue}>
        {config.continueText ?? t.continue}
      </button>
    </>
  );
  return (
    <Modal
      open
      title={props.target.title || config.title || t.title}
      onClose={props.onClose}
      actions={actions}
      className="disclaimer-modal"
      testId="disclaimer"
    >
      <button
        type="button"
        className="modal__close"
        aria-label={config.closeLabel ?? t.close}
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <p>{props.target.text || config.text || t.text}</p>
      <p>
        {config.destinationText ?? t.destination} <strong>{hostOf(props.target.href)}</strong>
      </p>
    </Modal>
  );
}
