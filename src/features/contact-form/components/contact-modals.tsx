import { Modal } from '../../../components/modal';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  emailSentDone,
  emailSentStartOver,
  modalDismissed,
  patientExistsConfirmed,
  selectContactModal,
} from '../contact-form-slice';
import type { ContactFormStrings } from '../../../components/form/contact-form-strings';
import type { ContactFormWidgetFields } from '../../../shared/content-model/contact-form-widget-fields';

/** The configured text, or the built-in fallback when content left it empty. */
function or(configured: string | undefined, fallback: string): string {
  return configured && configured.trim() !== '' ? configured : fallback;
}

/** The custom-error description replaces [xHours] with the returning-user interval. */
export function withHours(description: string, hours: string): string {
  return description.replaceAll('[xHours]', hours);
}

interface ContactModalsProps {
  fields: Pick<ContactFormWidgetFields, 'emailSentModal' | 'customErrorModal' | 'patientExistsModal'>;
  t: ContactFormStrings;
}

/**
 * The contact form's three modals (the submit flow's steps 2 and 4), shown from
 * the slice's `modal`: email-sent (start over or done), custom-error (close), patient-exists
 * (confirm: the saga deactivates the enrolment and reloads home; cancel: back to the form).
 */
export function ContactModals({ fields, t }: ContactModalsProps) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectContactModal);
  if (!modal) return null;

  if (modal.kind === 'email-sent') {
    const text = fields.emailSentModal;
    return (
      <Modal
        open
        title={or(text.title, t.emailSentTitle)}
        onClose={() => dispatch(emailSentDone())}
        testId="contact-email-sent-modal"
        actions={
          <>
            <button type="button" className="button" onClick={() => dispatch(emailSentStartOver())}>
              {or(text.startOverText, t.emailSentStartOver)}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch(emailSentDone())}
              data-autofocus
            >
              {or(text.doneText, t.emailSentDone)}
            </button>
          </>
        }
      >
        <p>{or(text.description, t.emailSentDescription)}</p>
      </Modal>
    );
  }

  if (modal.kind === 'custom-error') {
    const text = fields.customErrorModal;
    return (
      <Modal
        open
        title={or(text.title, t.customErrorTitle)}
        onClose={() => dispatch(modalDismissed())}
        testId="contact-custom-error-modal"
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(modalDismissed())}
            data-autofocus
          >
            {or(text.closeText, t.customErrorClose)}
          </button>
        }
      >
        <p>{withHours(or(text.description, t.customErrorDescription), modal.hours)}</p>
      </Modal>
    );
  }

  const text = fields.patientExistsModal;
  return (
    <Modal
      open
      title={or(text.title, t.patientExistsTitle)}
      onClose={() => dispatch(modalDismissed())}
      testId="contact-patient-exists-modal"
      actions={
        <>
          <button type="button" className="button" onClick={() => dispatch(modalDismissed())} data-autofocus>
            {or(text.cancelText, t.patientExistsCancel)}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(patientExistsConfirmed())}
          >
            {or(text.confirmText, t.patientExistsConfirm)}
          </button>
        </>
      }
    >
      <p>{or(text.description, t.patientExistsDescription)}</p>
    </Modal>
  );
}
